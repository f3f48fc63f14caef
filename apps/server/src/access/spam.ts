import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { sortedIds } from '../db/lock-order.js';

/**
 * True when the user marked the thread (`threads.id` of the enclosing query) as spam. Spam is each user's own
 * state of a thread, like star and snooze: it never moves a thread for anyone else.
 */
export function isSpamFor(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from thread_user_states sp where sp.thread_id = threads.id and sp.user_id = ${userId} and sp.is_spam offset 0)`;
}

/** True when the user has not marked the thread as spam. */
export function notSpamFor(userId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`not ${isSpamFor(userId)}`;
}

/**
 * Marks the threads as spam for one user only: their own state says spam, the threads leave their inbox and
 * their snooze ends. Nobody else's lists change. Call inside the writing transaction.
 */
export async function markSpamFor(tx: Db, userId: string, threadIds: readonly string[]): Promise<void> {
  const ids = sortedIds(threadIds);
  if (ids.length === 0) return;
  await tx
    .insertInto('thread_user_states')
    .values(ids.map((thread_id) => ({ thread_id, user_id: userId, is_spam: true })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({
        is_spam: true,
        snooze_start_date: null,
        snooze_end_date: null,
        last_snooze_end_date: sql`coalesce(thread_user_states.snooze_end_date, thread_user_states.last_snooze_end_date)`,
      }),
    )
    .execute();
  await tx.deleteFrom('inbox_items').where('user_id', '=', userId).where('thread_id', 'in', ids).execute();
}

/** Takes the user's spam mark off the threads (the caller puts them back in the inbox). */
export async function markNotSpamFor(tx: Db, userId: string, threadIds: readonly string[]): Promise<void> {
  const ids = sortedIds(threadIds);
  if (ids.length === 0) return;
  await tx
    .updateTable('thread_user_states')
    .set({ is_spam: false })
    .where('user_id', '=', userId)
    .where('thread_id', 'in', ids)
    .execute();
}

/** True when this user marked this thread as spam. */
export async function isSpamForUser(db: Db, threadId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('thread_user_states')
    .select('is_spam')
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.is_spam ?? false;
}
