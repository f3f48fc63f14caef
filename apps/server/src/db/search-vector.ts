import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';

/** The text configuration of the full-text index: 'simple' lower-cases and splits, no stemming. */
export const SEARCH_CONFIG = 'simple';
/** Separates fields in `threads.search_text` (not whitespace, so a phrase never spans two fields). */
export const FIELD_SEPARATOR = '\u001f';

/** The messages of thread `thread` (an SQL expression) that search looks at: delivered main messages. */
const searched = (alias: string, thread: RawBuilder<unknown>) =>
  sql`${sql.ref(`${alias}.thread_id`)} = ${thread} and ${sql.ref(`${alias}.type`)} = 'main' and ${sql.ref(`${alias}.state`)} <> 'scheduled'`;

/**
 * One message's people and files, as fields of the search text (not lower-cased): its sender's address and
 * name, each recipient's address and name (a teammate's as their user row has them), its attachments' names.
 */
function messageFields(m: string): RawBuilder<string> {
  const ref = (column: string) => sql.ref(`${m}.${column}`);
  return sql<string>`concat_ws(chr(31),
    ${ref('sender_email')}, ${ref('sender_name')},
    (
      select string_agg(concat_ws(chr(31), coalesce(r.value->>'email', u.email), coalesce(r.value->>'name', u.display_name)), chr(31) order by r.n)
      from jsonb_array_elements(${ref('recipients')}) with ordinality as r(value, n)
      left join users u on u.id = r.value->>'user_id'
    ),
    (select string_agg(at.name, chr(31) order by at.id) from attachments at where at.message_id = ${ref('id')})
  )`;
}

/** The tsvector of every suffix of every word of `text`: a prefix query on it is a substring match. */
function suffixVector(text: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(
    select array_to_tsvector(coalesce(array_agg(distinct substr(w.lexeme, i.n)), '{}'))
    from unnest(tsvector_to_array(to_tsvector(${SEARCH_CONFIG}::regconfig, ${text}))) as w(lexeme)
    cross join lateral generate_series(1, length(w.lexeme)) as i(n)
  )`;
}

/**
 * The statement that recomputes the searchable text of threads (all of them without ids), in one pass:
 * - `search_text`: lower-cased, fields separated by U+001F: each searched message's people and files
 *   ({@link messageFields}), newest message first; the title; the shared note without tags; last, the
 *   messages' text (delivered main messages, oldest first, joined by new lines: one field, as the domain's
 *   `SearchableThread.text`). Every field is searched alike, so their order matters only to
 *   {@link threadSearchAppend}: a new newest message's fields go first and its text last, no other field
 *   moves;
 * - `search`: a tsvector of every suffix of every word of that text (GIN-indexed), so that the prefix query
 *   `'voice':*` finds "invoice" exactly like the domain's case-insensitive substring match.
 * Both columns are set by one UPDATE (the vector from the text computed in the same statement), so a write
 * path can also run it as one data-modifying `with` part of a larger statement. Run it after the thread's
 * lock is held: its snapshot then sees every message committed before.
 */
export function threadSearchRefresh(threadIds?: readonly string[]): RawBuilder<unknown> {
  return refreshWhere(threadIds ? sql`t2.id in (${sql.join([...new Set(threadIds)])})` : sql`true`);
}

function refreshWhere(condition: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    update threads t set search_text = s.txt, search = s.vec
    from (
      select x.id, x.txt, ${suffixVector(sql`x.txt`)} as vec
      from (
        select t2.id, lower(concat_ws(chr(31),
          (
            select string_agg(${messageFields('m')}, chr(31) order by m.creation_date desc, m.id desc)
            from messages m where ${searched('m', sql`t2.id`)}
          ),
          coalesce(t2.title, ''),
          regexp_replace(coalesce(t2.description, ''), '<[^>]*>', '', 'g'),
          coalesce((
            select string_agg(m.body_text, E'\n' order by m.creation_date, m.id)
            from messages m where ${searched('m', sql`t2.id`)}
          ), '')
        )) as txt
        from threads t2
        where ${condition}
        -- offset 0 keeps this subquery whole, so the text is computed once (not again for the vector)
        offset 0
      ) x
    ) s
    where t.id = s.id
  `;
}

/**
 * The search text of a thread after one more of its messages was delivered, as a data-modifying `with` part
 * (`search_append ... returning id`) for a statement run under the thread's lock: when the message is the
 * thread's newest searched one and the thread held searched messages before (a reply, the usual case), its
 * fields are put first and its text last, and the vector gets the suffixes of its words, so a reply costs
 * its own size, not the thread's. That is exactly the text and vector {@link threadSearchRefresh} computes
 * (`test/search.test.ts` compares them). Otherwise (the thread's first message, or mail dated before a
 * message already there) it changes nothing and returns no row: the caller then refreshes the thread.
 * With `activityAt`, the same update moves the thread's last activity to it (a reply's one write of its
 * thread row: each update of the row is a new version of it in every index, the full-text one included).
 */
export function threadSearchAppend(
  threadId: string,
  messageId: string,
  activityAt?: Date,
): RawBuilder<unknown> {
  return sql`search_append as (
    update threads t
    set ${activityAt ? sql`last_activity_at = ${activityAt},` : sql``}
      search_text = lower(n.fields) || chr(31) || t.search_text || E'\n' || lower(n.body_text),
      search = t.search || ${suffixVector(sql`lower(n.fields || chr(31) || n.body_text)`)}
    from (
      select ${messageFields('m')} as fields, m.body_text, m.creation_date, m.id
      from messages m where m.id = ${messageId} and ${searched('m', sql`${threadId}`)}
    ) n
    -- the thread's newest other searched message, which must be older than this one
    cross join lateral (
      select o.creation_date, o.id from messages o
      where ${searched('o', sql`${threadId}`)} and o.id <> n.id
      order by o.creation_date desc, o.id desc limit 1
    ) last
    where t.id = ${threadId} and t.search is not null
      and (last.creation_date, last.id) < (n.creation_date, n.id)
    returning t.id
  )`;
}

/** Recomputes the searchable text of threads (all of them without ids): {@link threadSearchRefresh}. */
export async function refreshThreadSearch(db: Db, threadIds?: readonly string[]): Promise<void> {
  if (threadIds && threadIds.length === 0) return;
  await threadSearchRefresh(threadIds).execute(db);
}
