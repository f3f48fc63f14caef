import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The one order of ids for every statement that locks several rows: code unit order, which is also
 * PostgreSQL's `collate "C"` order of the (ASCII) ids. Distinct ids, sorted.
 */
export function sortedIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort(compareIds);
}

/** Code unit order of two ids (`collate "C"` in SQL). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Takes the row locks of threads for the rest of the transaction, in sorted id order, in one statement.
 * Every write path that changes several threads' rows (or a thread's per-user rows: followers, thread
 * states, inbox items, labels, channels, message read states) calls this first, so any two writers meet on
 * the lowest thread id they share and queue there: they can never hold each other's rows in a cycle.
 * `for no key update` conflicts with any other writer of the thread row (delivery's `last_activity_at`,
 * trash) but not with inserts of child rows, whose foreign keys take only a key-share lock.
 * Returns the ids it locked (threads that exist).
 */
export async function lockThreads(db: Db, threadIds: Iterable<string>): Promise<string[]> {
  const ids = sortedIds(threadIds);
  if (ids.length === 0) return [];
  const result = await sql<{ id: string }>`
    select id from threads where id in (${sql.join(ids)})
    order by id collate "C" for no key update
  `.execute(db);
  return result.rows.map((r) => r.id);
}
