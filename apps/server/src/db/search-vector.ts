import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';

/** The text configuration of the full-text index: 'simple' lower-cases and splits, no stemming. */
export const SEARCH_CONFIG = 'simple';
/** Separates fields in `threads.search_text` (not whitespace, so a phrase never spans two fields). */
export const FIELD_SEPARATOR = '\u001f';

/**
 * The statement that recomputes the searchable text of threads (all of them without ids), in one pass:
 * - `search_text`: lower-cased title, message text (delivered main messages, oldest first, joined by new
 *   lines), shared note without tags, every sender and recipient address and name, attachment names;
 * - `search`: a tsvector of every suffix of every word of that text (GIN-indexed), so that the prefix query
 *   `'voice':*` finds "invoice" exactly like the domain's case-insensitive substring match.
 * Both columns are set by one UPDATE (the vector from the text computed in the same statement), so a write
 * path can also run it as one data-modifying `with` part of a larger statement (mail/deliver.ts). Run it
 * after the thread's lock is held: its snapshot then sees every message committed before.
 */
export function threadSearchRefresh(threadIds?: readonly string[]): RawBuilder<unknown> {
  const where = threadIds ? sql`where t2.id in (${sql.join([...new Set(threadIds)])})` : sql``;
  return sql`
    update threads t set search_text = s.txt, search = s.vec
    from (
      select x.id, x.txt, (
        select array_to_tsvector(coalesce(array_agg(distinct substr(w.lexeme, i.n)), '{}'))
        from unnest(tsvector_to_array(to_tsvector(${SEARCH_CONFIG}::regconfig, x.txt))) as w(lexeme)
        cross join lateral generate_series(1, length(w.lexeme)) as i(n)
      ) as vec
      from (
        select t2.id, lower(concat_ws(chr(31),
          coalesce(t2.title, ''),
          coalesce((
            select string_agg(m.body_text, E'\n' order by m.creation_date, m.id)
            from messages m where m.thread_id = t2.id and m.type = 'main' and m.state <> 'scheduled'
          ), ''),
          regexp_replace(coalesce(t2.description, ''), '<[^>]*>', '', 'g'),
          coalesce((
            select string_agg(concat_ws(chr(31), a.email, a.name), chr(31))
            from (
              select m.sender_email as email, m.sender_name as name
              from messages m where m.thread_id = t2.id and m.type = 'main' and m.state <> 'scheduled'
              union all
              select coalesce(r.value->>'email', u.email), coalesce(r.value->>'name', u.display_name)
              from messages m
              cross join lateral jsonb_array_elements(m.recipients) r
              left join users u on u.id = r.value->>'user_id'
              where m.thread_id = t2.id and m.type = 'main' and m.state <> 'scheduled'
            ) a
          ), ''),
          coalesce((
            select string_agg(at.name, chr(31))
            from attachments at join messages m on m.id = at.message_id
            where m.thread_id = t2.id and m.type = 'main' and m.state <> 'scheduled'
          ), '')
        )) as txt
        from threads t2
        ${where}
        -- offset 0 keeps this subquery whole, so the text is computed once (not again for the vector)
        offset 0
      ) x
    ) s
    where t.id = s.id
  `;
}

/** Recomputes the searchable text of threads (all of them without ids): {@link threadSearchRefresh}. */
export async function refreshThreadSearch(db: Db, threadIds?: readonly string[]): Promise<void> {
  if (threadIds && threadIds.length === 0) return;
  await threadSearchRefresh(threadIds).execute(db);
}
