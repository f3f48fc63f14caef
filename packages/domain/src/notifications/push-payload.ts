import { z } from 'zod';
import { graphemeLength, sliceGraphemes } from '../characters/graphemes.js';
import { describeReactions } from '../reactions/reactions.js';
import { coreMessages, PRODUCT_NAME } from '../texts/messages.js';

/** The most of a message's text a push carries, in user-perceived characters (the ellipsis included). */
export const PUSH_BODY_MAX = 140;
/** The most characters of a push's title (a sender's name). */
const PUSH_TITLE_MAX = 200;

/** A string of at most `max` user-perceived characters (an emoji counts once). */
const characters = (max: number) =>
  z.string().refine((text) => graphemeLength(text) <= max, { message: `At most ${max} characters` });

/** What a push carries: minimal (a title, a body, the thread to open). The service worker reads this shape. */
export const PushPayloadSchema = z.object({
  title: characters(PUSH_TITLE_MAX),
  body: characters(PUSH_BODY_MAX),
  thread_id: z.string().max(64),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/**
 * `text` on one line (white space runs collapsed), at most `max` user-perceived characters: when longer, its
 * first `max - 1` characters and an ellipsis. Never splits an emoji, a flag or a letter with its marks.
 */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return graphemeLength(flat) > max ? `${sliceGraphemes(flat, max - 1).trimEnd()}…` : flat;
}

/**
 * The push of a new message: the sender's name as title ('Someone' when unknown) and the subject and snippet
 * as body ('No message' when both are empty), clipped to PUSH_BODY_MAX characters.
 */
export function newMessagePushPayload(input: {
  senderName: string | null;
  subject: string | null;
  snippet: string | null;
  threadId: string;
}): PushPayload {
  const title = clip(input.senderName?.trim() || coreMessages.reactions.someone, PUSH_TITLE_MAX);
  const parts = [input.subject?.trim(), input.snippet?.trim()].filter((p): p is string => Boolean(p));
  const body = clip(parts.join(' — ') || coreMessages.reactions.noMessage, PUSH_BODY_MAX);
  return { title, body, thread_id: input.threadId };
}

/**
 * The push of reactions: the product's name as title, the spec's 'reacted to' text as body
 * ('{names} reacted to: "{snippet}"', 'Someone' for a user not found, 'No message' without a snippet).
 */
export function reactionPushPayload(input: {
  reactorIds: readonly string[];
  users: readonly { id: string; display_name: string | null }[];
  snippet: string | null;
  threadId: string;
}): PushPayload {
  const body = describeReactions({
    userIds: input.reactorIds,
    users: input.users,
    snippets: [input.snippet === null ? null : clip(input.snippet, 80)],
  });
  return { title: PRODUCT_NAME, body: clip(body, PUSH_BODY_MAX), thread_id: input.threadId };
}
