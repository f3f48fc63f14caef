import type { Message } from '@switchboard/domain';
import type { Page } from '../contract/page.js';

/**
 * A fetched list of messages with the user's own messages the server does not have yet kept at its end:
 * those the client shows as sending or failed (`isSending`, set only on its optimistic copies). A failed
 * send lives only in the cache until it is resent or discarded, so a later fetch (a live notice, the poll)
 * must not drop it: its text would be lost.
 */
export function keepUnsentMessages(fetched: Page<Message>, cached: Page<Message> | undefined): Page<Message> {
  const known = new Set(fetched.data.map((message) => message.id));
  const unsent = (cached?.data ?? []).filter(
    (message) => message.isSending !== undefined && !known.has(message.id),
  );
  return unsent.length === 0 ? fetched : { ...fetched, data: [...fetched.data, ...unsent] };
}
