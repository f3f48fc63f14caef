import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * The text configuration of the full-text index. 'simple' lower-cases and splits into words without
 * stemming, so a word matches what the user typed (as the domain's reference matcher does).
 */
export const SEARCH_CONFIG = 'simple';

/**
 * Recomputes `threads.search` (title, shared note, and every main message's sender, recipients, body and
 * attachment names) for the given threads, or for all threads.
 */
export async function refreshThreadSearch(db: Db, threadIds?: readonly string[]): Promise<void> {
  if (threadIds && threadIds.length === 0) return;
  const where = threadIds ? sql`where t.id in (${sql.join(threadIds)})` : sql``;
  await sql`
    update threads t set search =
      setweight(to_tsvector(${SEARCH_CONFIG}::regconfig, coalesce(t.title, '')), 'A') ||
      to_tsvector(${SEARCH_CONFIG}::regconfig, coalesce((
        select string_agg(
          concat_ws(' ', m.sender_name, m.sender_email, m.body_text,
            (select string_agg(a.name, ' ') from attachments a where a.message_id = m.id)),
          ' ')
        from messages m where m.thread_id = t.id and m.type = 'main' and m.state = 'committed'
      ), ''))
    ${where}
  `.execute(db);
}
