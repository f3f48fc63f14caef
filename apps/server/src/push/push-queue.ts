import type { Db } from '../db/database.js';

/**
 * Queues the push of a delivered message, in the delivering transaction: `inboxUserIds` are the users whose
 * inbox received it; channel members are chosen when the queue is drained (push-sender.ts).
 */
export async function queueMessagePush(
  db: Db,
  messageId: string,
  inboxUserIds: readonly string[],
): Promise<void> {
  await db
    .insertInto('push_queue')
    .values({ kind: 'message', message_id: messageId, inbox_user_ids: [...inboxUserIds] })
    .execute();
}

/** Queues the push of a reaction to a message, in the reacting transaction. */
export async function queueReactionPush(db: Db, messageId: string, reactorId: string): Promise<void> {
  await db
    .insertInto('push_queue')
    .values({ kind: 'reaction', message_id: messageId, actor_id: reactorId })
    .execute();
}
