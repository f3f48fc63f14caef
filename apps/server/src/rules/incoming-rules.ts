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

/** What matching a rule as its owner needs: the rule, its owner and the owner's plan (`ru`, `u`, `o`). */
const RULE_WITH_OWNER = sql`ru.id, ru.user_id, ru.query, ru.actions, u.email, u.display_name, u.organization_id,
  o.plan`;
const OWNER_JOINS = sql`join users u on u.id = ru.user_id left join organizations o on o.id = u.organization_id`;

/** The rules on incoming mail of every follower of the threads, by rule then thread. */
export async function followersRules(db: Db, threadIds: readonly string[]): Promise<IncomingRule[]> {
  const result = await sql<IncomingRule>`
    select ${RULE_WITH_OWNER}, f.thread_id
    from rules ru
    join thread_followers f on f.user_id = ru.user_id
    ${OWNER_JOINS}
    where ru.apply_to_incoming and f.thread_id = any(${[...threadIds]}::text[])
    order by ru.id, f.thread_id
  `.execute(db);
  return result.rows;
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
      select ${RULE_WITH_OWNER}, ${threadId}::text as thread_id
      from rules ru
      ${OWNER_JOINS}
      where ru.apply_to_incoming
        and (ru.user_id in (select f.user_id from thread_followers f where f.thread_id = ${threadId})
          or ru.user_id in (${readers}))
    ) x
  )`;
}
