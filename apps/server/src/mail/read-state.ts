import type { Db } from '../db/database.js';
import { sortedIds } from '../db/lock-order.js';

/**
 * Sets the user's read state of messages (`read` ones read, `unread` ones unread) and keeps the user's inbox
 * item of each of `threadIds` (the messages' threads) unread exactly while one of its messages is. The one
 * write of read state by message: the user's requests and the IMAP sync both use it. Runs in the caller's
 * transaction, after the threads were locked (`lockThreads`); rows in id order.
 */
export async function setMessagesRead(
  tx: Db,
  userId: string,
  threadIds: readonly string[],
  messages: { read?: readonly string[]; unread?: readonly string[] },
): Promise<void> {
  const read = sortedIds(messages.read ?? []);
  const unread = sortedIds(messages.unread ?? []);
  if (read.length > 0) {
    // Read needs no row: a message without one is read.
    await tx
      .updateTable('message_user_states')
      .set({ is_unread: false })
      .where('user_id', '=', userId)
      .where('message_id', 'in', read)
      .execute();
  }
  if (unread.length > 0) {
    await tx
      .insertInto('message_user_states')
      .values(unread.map((message_id) => ({ message_id, user_id: userId, is_unread: true })))
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ is_unread: true }))
      .execute();
  }
  for (const threadId of sortedIds(threadIds)) {
    const unreadOne = await tx
      .selectFrom('message_user_states')
      .innerJoin('messages', 'messages.id', 'message_user_states.message_id')
      .select('messages.id')
      .where('messages.thread_id', '=', threadId)
      .where('message_user_states.user_id', '=', userId)
      .where('message_user_states.is_unread', '=', true)
      .executeTakeFirst();
    await tx
      .updateTable('inbox_items')
      .set({ is_unread: Boolean(unreadOne) })
      .where('user_id', '=', userId)
      .where('thread_id', '=', threadId)
      .execute();
  }
}
