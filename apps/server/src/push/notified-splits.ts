import { type Category, inboxSplitNotifies, parseSearchQuery, threadSplitKeys } from '@switchboard/domain';
import { findAccountById } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { settingsOf } from '../routes/settings.js';
import { compileSearch } from '../search/compile-search.js';

/**
 * The inbox users who hear of new mail in this thread by their `notified_splits` setting (the domain's
 * `inboxSplitNotifies`): each one's splits for the thread are its category (as their inbox shows it) and
 * their enabled custom splits whose query matches it.
 */
export async function inboxUsersNotified(
  db: Db,
  threadId: string,
  inboxUserIds: readonly string[],
  now: Date,
): Promise<string[]> {
  if (inboxUserIds.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .leftJoin('thread_user_states as tus', (join) =>
      join.onRef('tus.user_id', '=', 'users.id').on('tus.thread_id', '=', threadId),
    )
    .select(['users.id', 'users.settings', 'tus.category'])
    .where('users.id', 'in', [...inboxUserIds])
    .execute();
  const notified: string[] = [];
  for (const row of users) {
    const settings = settingsOf(row.settings);
    // Never chosen: every split notifies, with no need to work out which splits the thread is in.
    if (settings.notified_splits.length === 0) {
      notified.push(row.id);
      continue;
    }
    const enabledCategories = settings.inbox_splits.flatMap((s) =>
      s.type === 'category' && s.enabled ? [s.category] : [],
    );
    const disabledCustom = new Set(
      settings.inbox_splits.flatMap((s) => (s.type === 'custom' && !s.enabled ? [s.inbox_split_id] : [])),
    );
    const custom = (
      await db
        .selectFrom('inbox_splits')
        .select(['id', 'query'])
        .where('user_id', '=', row.id)
        .where('enabled', '=', true)
        .execute()
    ).filter((split) => !disabledCustom.has(split.id) && settings.notified_splits.includes(split.id));
    const matching: string[] = [];
    const account = custom.length > 0 ? await findAccountById(db, row.id) : null;
    for (const split of custom) {
      if (split.query.trim() === '') {
        matching.push(split.id);
        continue;
      }
      const parsed = parseSearchQuery(split.query);
      if (!parsed.ok || !account) continue;
      const hit = await db
        .selectFrom('threads')
        .select('threads.id')
        .where('threads.id', '=', threadId)
        .where(compileSearch(parsed.query, { user: account, now }))
        .executeTakeFirst();
      if (hit) matching.push(split.id);
    }
    const splits = threadSplitKeys({
      category: (row.category as Category | null) ?? null,
      enabledCategories,
      matchingCustomSplitIds: matching,
    });
    if (inboxSplitNotifies(settings.notified_splits, splits)) notified.push(row.id);
  }
  return notified;
}
