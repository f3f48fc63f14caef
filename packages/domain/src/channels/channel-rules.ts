import { coreMessages } from '../texts/messages.js';

/**
 * Leaving a channel: a private one asks for confirmation and then goes to the Inbox; a public one does
 * neither.
 */
export function leaveChannelFlow(channel: { is_public: boolean }): { confirm: boolean; goToInbox: boolean } {
  return channel.is_public ? { confirm: false, goToInbox: false } : { confirm: true, goToInbox: true };
}

/** Join is blocked while a membership operation runs ('Please wait until the current operation is finished'). */
export function joinChannelBlocked(operationRunning: boolean): string | null {
  return operationRunning ? coreMessages.channel.operationRunning : null;
}

/** Private channels are premium: public is the default and private needs a paying organization. */
export function canCreatePrivateChannel(isPaying: boolean): boolean {
  return isPaying;
}

/** Drag-reordering channels is premium. */
export function canReorderChannels(isPaying: boolean): boolean {
  return isPaying;
}

/** Only channel participants see the notification level; others see Join. Only members see a private channel. */
export function channelAccess(
  channel: { is_public: boolean; participants: readonly { id: string }[] },
  userId: string,
): { visible: boolean; isParticipant: boolean; showNotificationLevel: boolean; showJoin: boolean } {
  const isParticipant = channel.participants.some((p) => p.id === userId);
  const visible = channel.is_public || isParticipant;
  return {
    visible,
    isParticipant,
    showNotificationLevel: isParticipant,
    showJoin: visible && !isParticipant,
  };
}

/**
 * Dropping threads on a split: a category split moves them to that category; a custom split refuses with
 * "Conversations can't be moved to a custom split".
 */
export function dropOnSplit(
  split: { type: 'category'; category: string } | { type: 'custom' },
): { ok: true; targetCategory: string } | { ok: false; error: string } {
  if (split.type === 'custom')
    return { ok: false, error: coreMessages.settings.splits.conversationsCantMove };
  return { ok: true, targetCategory: split.category };
}

/** Drafts whose thread is trashed or gone are deleted automatically. */
export function isDraftOrphaned(thread: { trashed_date: string | null } | null | undefined): boolean {
  return thread == null || thread.trashed_date !== null;
}
