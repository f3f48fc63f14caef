import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A rule on incoming mail of a user who follows `thread_id`, with what matching it as its owner needs. */
export interface IncomingRule {
  id: string;
  user_id: string;
  query: string;
  actions: unknown;
  email: string;
  display_name: string;
  organization_id: string | null;
  plan: string | null;
  thread_id: string;
}

/** The rules on incoming mail of every follower of the threads, by rule then thread. */
export function followersRules(db: Db, threadIds: readonly string[]): Promise<IncomingRule[]> {
  return db
    .selectFrom('rules')
    .innerJoin('thread_followers', 'thread_followers.user_id', 'rules.user_id')
    .innerJoin('users', 'users.id', 'rules.user_id')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'rules.id',
      'rules.user_id',
      'rules.query',
      'rules.actions',
      'users.email',
      'users.display_name',
      'users.organization_id',
      'organizations.plan',
      'thread_followers.thread_id',
    ])
    .where('rules.apply_to_incoming', '=', true)
    .where('thread_followers.thread_id', 'in', [...threadIds])
    .orderBy('rules.id')
    .orderBy('thread_followers.thread_id')
    .execute();
}

/**
 * The same rules of one thread as a JSON array, for a statement that makes `readers` followers of it in
 * the same breath (delivery: its snapshot does not see those new followers yet, so they are named too).
 * Read as part of that statement, it saves the round trip of reading them after it.
 */
export function followersRulesJson(
  threadId: string,
  readers: RawBuilder<unknown>,
): RawBuilder<IncomingRule[]> {
  return sql<IncomingRule[]>`(
    select coalesce(json_agg(x order by x.id), '[]'::json) from (
      select ru.id, ru.user_id, ru.query, ru.actions, u.email, u.display_name, u.organization_id, o.plan,
        ${threadId}::text as thread_id
      from rules ru
      join users u on u.id = ru.user_id
      left join organizations o on o.id = u.organization_id
      where ru.apply_to_incoming
        and (ru.user_id in (select f.user_id from thread_followers f where f.thread_id = ${threadId})
          or ru.user_id in (${readers}))
    ) x
  )`;
}
