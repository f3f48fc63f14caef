import { sliceGraphemes } from '../characters/graphemes.js';
import { htmlToPlainText } from '../format/format.js';
import type { Message } from '../model/message.js';

/** A reply's snippet in the collision warning is at most this many characters. */
export const REPLY_SNIPPET_LENGTH = 280;

/** What the collision rule reads of a message. */
export type ReplyCandidate = Pick<
  Message,
  'id' | 'state' | 'type' | 'is_system_generated' | 'creation_date'
> & {
  sender: Pick<Message['sender'], 'id'>;
};

/**
 * The collision warning (issue 17): the replies teammates sent to the thread since the draft was opened,
 * that is the thread's delivered main messages that were not `known` then (or acknowledged since) and that
 * someone other than the user sent. Scheduled, staged, system and private messages do not count; oldest
 * first, as the thread shows them.
 */
export function teammateRepliesSince<M extends ReplyCandidate>(
  messages: readonly M[],
  opts: { known: ReadonlySet<string>; selfId: string },
): M[] {
  return messages
    .filter(
      (message) =>
        !opts.known.has(message.id) &&
        message.sender.id !== opts.selfId &&
        message.state === 'committed' &&
        message.type !== 'private' &&
        !message.is_system_generated,
    )
    .sort((a, b) => a.creation_date.localeCompare(b.creation_date));
}

/**
 * The text of a reply as the warning quotes it: plain text of the mail's HTML (its style and script
 * blocks dropped, never rendered), at most {@link REPLY_SNIPPET_LENGTH} characters, '…' when cut.
 */
export function replySnippet(html: string): string {
  const text = htmlToPlainText(html.replace(/<(style|script|head|title)\b[\s\S]*?<\/\1\s*>/gi, ' '));
  const cut = sliceGraphemes(text, REPLY_SNIPPET_LENGTH);
  return cut.length < text.length ? `${cut.trimEnd()}…` : cut;
}
