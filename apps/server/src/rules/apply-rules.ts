import { parseSearchQuery, type RuleAction, type SearchQuery } from '@switchboard/domain';
import { sql } from 'kysely';

import { markSpamFor } from '../access/spam.js';
import { threadVisibleTo } from '../access/visibility.js';
import { type AuthUser, findAccountById } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { lockThreads, sortedIds } from '../db/lock-order.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { BY_KEY } from '../db/statement-plans.js';
import { addToMembersInboxes } from '../mail/deliver.js';
import { compileSearch } from '../search/compile-search.js';
import { followersRules, type IncomingRule } from './incoming-rules.js';

/**
 * Applies one rule's actions to threads, for the rule's owner. Like every multi-row write, it first locks
 * the threads in sorted id order (`lockThreads`), then writes each table in one statement over the sorted
 * ids where it can (channel sharing goes thread by thread, in that order).
 */
export async function applyActions(
  tx: Db,
  ownerId: string,
  threadIdsInAnyOrder: string[],
  actions: RuleAction[],
  now: Date,
): Promise<void> {
  const threadIds = sortedIds(threadIdsInAnyOrder);
  if (threadIds.length === 0) return;
  await lockThreads(tx, threadIds);
  for (const action of actions) {
    switch (action.type) {
      case 'ADD_TO_CHANNEL': {
        for (const threadId of threadIds) {
          const inserted = await tx
            .insertInto('thread_channels')
            .values({ thread_id: threadId, channel_id: action.channel_id, added_by: ownerId, added_at: now })
            .onConflict((oc) => oc.columns(['thread_id', 'channel_id']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
          const members = await tx
            .selectFrom('channel_members')
            .select('user_id')
            .where('channel_id', '=', action.channel_id)
            .where('notification_level', 'in', ['all', 'new_and_followed'])
            .where('user_id', '!=', ownerId)
            .execute();
          await addToMembersInboxes(
            tx,
            threadId,
            members.map((m) => m.user_id),
            now,
          );
        }
        break;
      }
      case 'MARK_AS_SPAM':
        // The owner's own spam: the sender and other recipients keep the thread where it was.
        await markSpamFor(tx, ownerId, threadIds);
        break;
      case 'ADD_LABEL':
        await tx
          .insertInto('thread_labels')
          .values(threadIds.map((thread_id) => ({ thread_id, label_id: action.label_id, added_at: now })))
          .onConflict((oc) => oc.columns(['thread_id', 'label_id']).doNothing())
          .execute();
        break;
      case 'STAR':
        await tx
          .insertInto('thread_user_states')
          .values(threadIds.map((thread_id) => ({ thread_id, user_id: ownerId, is_starred: true })))
          .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ is_starred: true }))
          .execute();
        break;
    }
  }
}

/**
 * Rules on incoming mail: every rule with `apply_to_incoming` of a user who follows the thread is matched
 * against the thread as that user sees it; matching rules act.
 *
 * Every rule is matched in one statement with the SQL search compiler (search/compile-search.ts, which
 * test/search.test.ts holds to the domain's `matchesSearchQuery`): two statements decide, whatever the
 * rules, and one when delivery already read the followers' rules in its own statement (pass them as
 * `rules`). The compiler reads the thread's search text, so it must include the new message: pass
 * `searchFresh` when it was refreshed after the message in this transaction (delivery does); otherwise
 * (an import, which refreshes per batch) it is refreshed here first, only when some rule is to be matched.
 * The one-thread case of {@link applyRulesToIncomingThreads}.
 */
export async function applyRulesToIncoming(
  tx: Db,
  threadId: string,
  now: Date,
  options: { searchFresh?: boolean; rules?: IncomingRule[] } = {},
): Promise<void> {
  await applyRulesToIncomingThreads(tx, [threadId], () => now, options);
}

/**
 * A rule's bulk application over the threads that already exist, as one job claimed from the database: the
 * rule row, still marked `bulk_in_progress`, is locked with `for update skip locked` in the same transaction
 * that applies the actions and clears the mark. So one process runs it (another that looks at the same
 * moment skips it, one that looks later finds it done), and a process that dies midway leaves the mark set
 * and the work undone, for the scheduler of any process to run again (`jobs/scheduler.ts`). A failure that
 * is not a crash clears the mark, so a rule that cannot apply is not retried forever. Answers how many
 * threads matched, or null when there was nothing to claim (done already, or running elsewhere).
 */
export async function applyRuleToExisting(db: Db, ruleId: string, now: () => Date): Promise<number | null> {
  try {
    return await db.transaction().execute(async (tx) => {
      const rule = await tx
        .selectFrom('rules')
        .selectAll()
        .where('id', '=', ruleId)
        .where('bulk_in_progress', '=', true)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!rule) return null;
      const owner = await findAccountById(tx, rule.user_id);
      const parsed = parseSearchQuery(rule.query);
      let count = 0;
      if (owner && parsed.ok) {
        const query: SearchQuery = parsed.query;
        const ids = (
          await tx
            .selectFrom('threads')
            .select('threads.id')
            .where(threadVisibleTo(owner))
            .where('threads.trashed_at', 'is', null)
            .where(compileSearch(query, { user: owner, now: now() }))
            .execute()
        ).map((r) => r.id);
        count = ids.length;
        await applyActions(tx, owner.id, ids, rule.actions as RuleAction[], now());
      }
      await tx.updateTable('rules').set({ bulk_in_progress: false }).where('id', '=', ruleId).execute();
      return count;
    });
  } catch (error) {
    await db.updateTable('rules').set({ bulk_in_progress: false }).where('id', '=', ruleId).execute();
    throw error;
  }
}

/**
 * {@link applyRulesToIncoming} for many threads at once (an import's batch, whose search text was refreshed
 * after its last message): one read of the rules of every follower of the threads, one statement matching
 * each rule against each of its owner's threads (as of that thread's last message, `nowOf`), then each
 * matching rule acts once on all the threads it matched, in sorted order. The caller holds the threads' locks.
 * Without `searchFresh` the threads' search text is refreshed first, only when some rule is to be matched.
 */
export async function applyRulesToIncomingThreads(
  tx: Db,
  threadIdsInAnyOrder: readonly string[],
  nowOf: (threadId: string) => Date,
  options: { searchFresh?: boolean; rules?: IncomingRule[] } = { searchFresh: true },
): Promise<void> {
  const threadIds = sortedIds(threadIdsInAnyOrder);
  if (threadIds.length === 0) return;
  const rules = options.rules ?? (await followersRules(tx, threadIds));
  const pairs = rules.flatMap((rule) => {
    const parsed = parseSearchQuery(rule.query);
    if (!parsed.ok) return [];
    const owner: AuthUser = {
      id: rule.user_id,
      email: rule.email,
      display_name: rule.display_name,
      organization_id: rule.organization_id,
      free_plan: rule.plan !== 'premium',
    };
    return [{ rule, owner, query: parsed.query, threadId: rule.thread_id }];
  });
  if (pairs.length === 0) return;
  if (!options.searchFresh) await refreshThreadSearch(tx, threadIds);
  const checks = pairs.map(({ rule, owner, query, threadId }) =>
    tx
      .selectFrom('threads')
      .select([sql<string>`${rule.id}::text`.as('rule_id'), 'threads.id'])
      .where('threads.id', '=', threadId)
      .where(threadVisibleTo(owner))
      .where(compileSearch(query, { user: owner, now: nowOf(threadId) })),
  );
  const [first, ...rest] = checks;
  // Each part reads its thread by key: prepared under a name, its patterns never need a plan of their own.
  const rows = first
    ? await rest.reduce((q, next) => q.unionAll(next), first.modifyFront(sql.raw(BY_KEY))).execute()
    : [];
  const matched = new Map<string, string[]>();
  for (const r of rows) matched.set(r.rule_id, [...(matched.get(r.rule_id) ?? []), r.id]);
  const acted = new Set<string>();
  for (const { rule, owner } of pairs) {
    const ids = matched.get(rule.id);
    if (!ids || acted.has(rule.id)) continue;
    acted.add(rule.id);
    const latest = new Date(Math.max(...ids.map((id) => nowOf(id).getTime())));
    await applyActions(tx, owner.id, ids, rule.actions as RuleAction[], latest);
  }
}
