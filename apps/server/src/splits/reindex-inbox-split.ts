import { parseSearchQuery } from '@switchboard/domain';
import { inboxItemsOf } from '../access/inbox-items.js';
import { findAccountById } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { compileSearch } from '../search/compile-search.js';

/** What a split's build found: its inbox threads and how many of them are unread (the tab's count). */
export interface SplitMembership {
  threads: number;
  unread: number;
}

/**
 * Builds a split's membership after the request that created it (or changed its query) answered: the
 * split was stored with status 'reindexing', this job runs its query over the owner's inbox (the same SQL
 * the split's list and count use) and then clears the status, so the app shows 'Crafting your new Split
 * Inbox' until the split can be shown with its count. A query changed again meanwhile keeps the status
 * for the job that builds that newer query.
 */
export async function reindexInboxSplit(
  db: Db,
  splitId: string,
  now: () => Date,
): Promise<SplitMembership | null> {
  const split = await db
    .selectFrom('inbox_splits')
    .select(['id', 'user_id', 'query'])
    .where('id', '=', splitId)
    .executeTakeFirst();
  if (!split) return null;
  try {
    const owner = await findAccountById(db, split.user_id);
    const parsed = split.query.trim() === '' ? null : parseSearchQuery(split.query);
    if (!owner || (parsed && !parsed.ok)) return null;
    let members = inboxItemsOf(db, owner);
    if (parsed?.ok) members = members.where(compileSearch(parsed.query, { user: owner, now: now() }));
    const row = await members
      .select((eb) => [
        eb.fn.countAll<number>().as('threads'),
        eb.fn.count<number>('inbox_items.id').filterWhere('inbox_items.is_unread', '=', true).as('unread'),
      ])
      .executeTakeFirstOrThrow();
    return { threads: Number(row.threads), unread: Number(row.unread) };
  } finally {
    await db
      .updateTable('inbox_splits')
      .set({ status: null })
      .where('id', '=', split.id)
      .where('query', '=', split.query)
      .execute();
  }
}
