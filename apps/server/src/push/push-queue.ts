import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Whether anyone a new message of a thread could notify has a device: its `readers` (the sender and
 * recipients, who may not follow the thread yet in the queuing statement's snapshot), the thread's followers
 * and the members of its channels; the push sender's own check, made when queuing. Without such a device
 * nothing is queued, so a message of a team without push costs no push work at all. `threadId` is a value
 * or a column of the queuing statement.
 */
export function anyDeviceToNotify(threadId: string | RawBuilder<unknown>, readers: RawBuilder<unknown>) {
  return sql<boolean>`exists (
    select 1 from devices d
    where d.user_id in (${readers})
      or d.user_id in (select f.user_id from thread_followers f where f.thread_id = ${threadId})
      or d.user_id in (
        select cm.user_id from thread_channels tc
        join channel_members cm on cm.channel_id = tc.channel_id
        where tc.thread_id = ${threadId}
      )
  )`;
}

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

/**
 * Queues the push of a reaction to a message, in the reacting transaction: only when its author (the one
 * a reaction notifies) has a device.
 */
export async function queueReactionPush(
  db: Db,
  messageId: string,
  reactorId: string,
  authorId: string,
): Promise<void> {
  await sql`
    insert into push_queue (kind, message_id, actor_id)
    select 'reaction', ${messageId}, ${reactorId}
    where exists (select 1 from devices d where d.user_id = ${authorId})
  `.execute(db);
}
