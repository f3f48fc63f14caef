import type { Attachment } from '../model/attachment.js';
import type { Message } from '../model/message.js';

/**
 * The attachments a forward carries (its `committed_attachments`): those of the messages it forwards, the
 * origin thread's delivered main messages up to and including the referenced one (the server's
 * referenced messages), oldest first, each file once (by `server_filename`). None when the referenced
 * message is not among `messages`.
 */
export function forwardedAttachments(
  messages: readonly Pick<Message, 'id' | 'creation_date' | 'state' | 'type' | 'attachments'>[],
  referencedMessageId: string,
): Attachment[] {
  const referenced = messages.find((m) => m.id === referencedMessageId);
  if (!referenced) return [];
  const until = Date.parse(referenced.creation_date);
  const seen = new Set<string>();
  return [...messages]
    .filter(
      (m) => (m.type ?? 'main') === 'main' && m.state !== 'scheduled' && Date.parse(m.creation_date) <= until,
    )
    .sort((a, b) => Date.parse(a.creation_date) - Date.parse(b.creation_date))
    .flatMap((m) => m.attachments)
    .filter((a) => {
      if (seen.has(a.server_filename)) return false;
      seen.add(a.server_filename);
      return true;
    });
}
