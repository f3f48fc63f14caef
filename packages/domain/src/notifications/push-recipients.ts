import type { NotificationLevel } from '../model/enums.js';

/** A channel membership of one user in a channel the thread is in. */
export interface PushChannelMembership {
  userId: string;
  level: NotificationLevel;
}

/** Everything the rule needs to know about one new message. */
export interface NewMessagePushInput {
  /** The author (never notified of their own message); null for mail from outside. */
  authorId: string | null;
  /** Whether the message starts its thread. */
  isNewThread: boolean;
  /** Users whose inbox received the message (recipients not snoozed, not spam, thread not trashed). */
  inboxUserIds: readonly string[];
  /** The thread's followers after delivery. */
  followerIds: readonly string[];
  /** Memberships in the channels the thread is in. */
  channelMembers: readonly PushChannelMembership[];
}

/**
 * Whether a channel level notifies of a message: 'all' of every message, 'new_and_followed' (the default) of
 * new threads and of threads the user follows, 'followed' only of threads the user follows.
 */
export function levelNotifies(level: NotificationLevel, isNewThread: boolean, follows: boolean): boolean {
  if (level === 'all') return true;
  if (level === 'new_and_followed') return isNewThread || follows;
  return follows;
}

/**
 * Who gets a push for a new message: each user who found it in their inbox, and each member of one of the
 * thread's channels whose notification level asks for it; never its author. Sorted, without repeats.
 */
export function newMessagePushRecipients(input: NewMessagePushInput): string[] {
  const followers = new Set(input.followerIds);
  const chosen = new Set(input.inboxUserIds);
  for (const member of input.channelMembers) {
    if (levelNotifies(member.level, input.isNewThread, followers.has(member.userId)))
      chosen.add(member.userId);
  }
  if (input.authorId !== null) chosen.delete(input.authorId);
  return [...chosen].sort();
}

/**
 * Who gets a push for a reaction: the author of the message reacted to, unless they reacted themselves or the
 * message came from outside the workspace (no author).
 */
export function reactionPushRecipient(input: {
  reactorId: string;
  messageAuthorId: string | null;
}): string | null {
  if (input.messageAuthorId === null || input.messageAuthorId === input.reactorId) return null;
  return input.messageAuthorId;
}
