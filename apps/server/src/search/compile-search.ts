import type { SearchAge, SearchDate, SearchFilter, SearchQuery } from '@switchboard/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthUser } from '../auth/auth-user.js';

/** What a compiled query needs besides the tree: who searches, and when. */
export interface SearchSqlContext {
  user: AuthUser;
  now: Date;
}

type Cond = RawBuilder<SqlBool>;

const TRUE: Cond = sql<SqlBool>`true`;
const FALSE: Cond = sql<SqlBool>`false`;

/** A LIKE pattern matching `text` anywhere (`%`, `_` and `\` escaped). */
function likeAnywhere(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const WORD = /^[\p{L}\p{N}]+$/u;

/** Delivered main messages of the thread (what search looks at: not scheduled ones, not private ones). */
const delivered = sql`m.thread_id = threads.id and m.type = 'main' and m.state <> 'scheduled'`;

/**
 * Compiles the domain's {@link SearchQuery} to a SQL condition on `threads` (to be used in a query that
 * selects from `threads`). Its meaning is the domain's `matchesSearchQuery` over the thread as the user sees
 * it (their labels, their category, their unread state): a test runs queries both ways over the seed.
 * Plain words use the GIN-indexed suffix tsvector (a prefix query on suffixes is a substring match).
 */
export function compileSearch(query: SearchQuery, ctx: SearchSqlContext): Cond {
  switch (query.type) {
    case 'and':
      return query.terms.length === 0
        ? TRUE
        : sql<SqlBool>`(${sql.join(
            query.terms.map((t) => compileSearch(t, ctx)),
            sql` and `,
          )})`;
    case 'or':
      return query.terms.length === 0
        ? FALSE
        : sql<SqlBool>`(${sql.join(
            query.terms.map((t) => compileSearch(t, ctx)),
            sql` or `,
          )})`;
    case 'not':
      return sql<SqlBool>`(not ${compileSearch(query.term, ctx)})`;
    case 'text':
      return query.exact ? phrase(query.value) : word(query.value);
    case 'around':
      return around(query.left, query.right, query.distance);
    case 'filter':
      return filter(query, ctx);
  }
}

const MAX_INDEXED_WORD_BYTES = 2_000;

function word(value: string): Cond {
  const lower = value.toLowerCase();
  if (lower.length === 0) return TRUE;
  // The text index holds words up to 2,047 bytes; a longer one is matched by substring instead.
  if (WORD.test(lower) && Buffer.byteLength(lower) < MAX_INDEXED_WORD_BYTES) {
    const tsquery = `'${lower.replace(/'/g, "''")}':*`;
    return sql<SqlBool>`threads.search @@ ${tsquery}::tsquery`;
  }
  return sql<SqlBool>`threads.search_text like ${likeAnywhere(lower)}`;
}

function phrase(value: string): Cond {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return TRUE;
  const body = words.map((w) => w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  const trimmed = value.trim();
  const wordChar = /[\p{L}\p{N}]/u;
  const before = wordChar.test(trimmed[0] ?? '') ? '(?<![[:alnum:]])' : '';
  const after = wordChar.test(trimmed.at(-1) ?? '') ? '(?![[:alnum:]])' : '';
  return sql<SqlBool>`threads.search_text ~ ${`${before}${body}${after}`}`;
}

/**
 * `left AROUND n right`: the GIN index narrows to threads holding both words, then the words of each field of
 * `search_text` (split on U+001F, words as runs of letters and digits, numbered in order) are compared: some
 * occurrence of each at most n positions apart, which is the domain's reading. PostgreSQL's `<N>` tsquery
 * operator checks an exact distance (and the 'simple' parser also splits e-mail addresses and hyphenated
 * words into extra positions), so the distance is checked on the split words instead.
 */
function around(left: string, right: string, distance: number): Cond {
  return sql<SqlBool>`(${word(left)} and ${word(right)} and exists (
    select 1 from regexp_split_to_table(threads.search_text, chr(31)) as f(field)
    cross join lateral (
      select w, n from regexp_split_to_table(f.field, '[^[:alnum:]]+') with ordinality as s(w, n)
      where w in (${left}, ${right})
    ) as x
    cross join lateral (
      select w, n from regexp_split_to_table(f.field, '[^[:alnum:]]+') with ordinality as s(w, n)
      where w in (${left}, ${right})
    ) as y
    where x.w = ${left} and y.w = ${right} and x.n <> y.n and abs(x.n - y.n) <= ${distance}
  ))`;
}

function addressCondition(
  column: 'from' | 'to' | 'cc' | 'bcc' | 'deliveredto',
  value: string,
  ctx: SearchSqlContext,
): Cond {
  const me = value.toLowerCase() === 'me';
  const match = (email: RawBuilder<unknown>, name: RawBuilder<unknown>) =>
    me
      ? sql<SqlBool>`lower(${email}) = ${ctx.user.email.toLowerCase()}`
      : sql<SqlBool>`(lower(${email}) like ${likeAnywhere(value)} or lower(coalesce(${name}, '')) like ${likeAnywhere(value)})`;
  if (column === 'from') {
    // The trigram index on the sender's address and name joined by U+001F (migration 0023) serves this:
    // the joined string holds a text without U+001F exactly when one of the fields does. `me` is the
    // viewer's address, found through the same index and then compared whole.
    const sender = sql`(lower(m.sender_email) || chr(31) || lower(coalesce(m.sender_name, '')))`;
    const condition = me
      ? sql<SqlBool>`${sender} like ${likeAnywhere(ctx.user.email)} and ${match(sql`m.sender_email`, sql`m.sender_name`)}`
      : value.includes('\u001f')
        ? match(sql`m.sender_email`, sql`m.sender_name`)
        : sql<SqlBool>`${sender} like ${likeAnywhere(value)}`;
    return sql<SqlBool>`threads.id in (select m.thread_id from messages m
      where m.type = 'main' and m.state <> 'scheduled' and ${condition})`;
  }
  return sql<SqlBool>`exists (
    select 1 from messages m
    cross join lateral jsonb_array_elements(m.recipients) r
    left join users ru on ru.id = r.value->>'user_id'
    where ${delivered} and ${column === 'deliveredto' ? sql`r.value->>'type' in ('to', 'cc', 'bcc')` : sql`r.value->>'type' = ${column}`} and r.value->>'kind' <> 'channel'
      and ${match(sql`coalesce(r.value->>'email', ru.email)`, sql`coalesce(r.value->>'name', ru.display_name)`)}
  )`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** now minus an age, with calendar arithmetic in UTC (months and years clamp to the month's last day). */
export function ageCutoff(age: SearchAge, now: Date): Date {
  if (age.unit === 'd') return new Date(now.getTime() - age.n * 86_400_000);
  const months = age.unit === 'm' ? age.n : age.n * 12;
  const d = new Date(now.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

function dayStart(date: SearchDate): Date {
  return new Date(Date.UTC(date.y, date.m - 1, date.d));
}

function userState(ctx: SearchSqlContext, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(select ${column} from thread_user_states s where s.thread_id = threads.id and s.user_id = ${ctx.user.id})`;
}

function filter(f: SearchFilter, ctx: SearchSqlContext): Cond {
  const userId = ctx.user.id;
  switch (f.name) {
    case 'from':
    case 'to':
    case 'cc':
    case 'bcc':
    case 'deliveredto':
      return addressCondition(f.name, f.value, ctx);
    case 'list':
      return sql<SqlBool>`exists (select 1 from messages m where ${delivered} and lower(coalesce(m.list_id, '')) like ${likeAnywhere(f.value)})`;
    case 'assignee':
      return f.value.toLowerCase() === 'me'
        ? sql<SqlBool>`exists (select 1 from users au where au.id = threads.assignee_id and lower(au.email) = ${ctx.user.email.toLowerCase()})`
        : sql<SqlBool>`exists (select 1 from users au where au.id = threads.assignee_id and (lower(au.email) like ${likeAnywhere(f.value)} or lower(au.display_name) like ${likeAnywhere(f.value)}))`;
    case 'subject':
      return sql<SqlBool>`lower(coalesce(threads.title, '')) like ${likeAnywhere(f.value)}`;
    case 'shared-note':
      return sql<SqlBool>`lower(regexp_replace(coalesce(threads.description, ''), '<[^>]*>', '', 'g')) like ${likeAnywhere(f.value)}`;
    case 'label':
      return sql<SqlBool>`exists (select 1 from thread_labels tl join labels l on l.id = tl.label_id
        where tl.thread_id = threads.id and l.user_id = ${userId} and lower(btrim(l.name)) = ${f.value.trim().toLowerCase()})`;
    case 'channel':
      return sql<SqlBool>`exists (select 1 from thread_channels tc join channels c on c.id = tc.channel_id
        where tc.thread_id = threads.id and lower(btrim(c.name)) = ${f.value.trim().toLowerCase()}
          and (c.is_public or exists (select 1 from channel_members cm where cm.channel_id = c.id and cm.user_id = ${userId})))`;
    case 'filename':
      return sql<SqlBool>`exists (select 1 from attachments a join messages m on m.id = a.message_id
        where ${delivered} and lower(a.name) like ${likeAnywhere(f.value)})`;
    case 'category':
      return sql<SqlBool>`coalesce(${userState(ctx, sql`s.category`)}, 'primary') = ${f.value}`;
    case 'is':
    case 'in':
      return stateCondition(f.value, ctx);
    case 'has':
      return hasCondition(f.value, userId);
    case 'older_than':
      return sql<SqlBool>`threads.last_activity_at < ${ageCutoff(f.value, ctx.now)}`;
    case 'newer_than':
      return sql<SqlBool>`threads.last_activity_at >= ${ageCutoff(f.value, ctx.now)}`;
    case 'before':
    case 'older':
      return sql<SqlBool>`threads.last_activity_at < ${dayStart(f.value)}`;
    case 'after':
    case 'newer':
      return sql<SqlBool>`threads.last_activity_at >= ${dayStart(f.value)}`;
    case 'status':
      return f.value === 'none'
        ? sql<SqlBool>`threads.status is null`
        : sql<SqlBool>`threads.status = ${f.value}`;
    case 'due': {
      const today = isoDay(ctx.now);
      const value = f.value;
      if (value === 'overdue') return sql<SqlBool>`threads.due_date < ${today}`;
      if (value === 'today') return sql<SqlBool>`threads.due_date = ${today}`;
      if (value === 'week') {
        const end = isoDay(
          new Date(Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate() + 6)),
        );
        return sql<SqlBool>`threads.due_date between ${today} and ${end}`;
      }
      return sql<SqlBool>`threads.due_date = ${`${String(value.y).padStart(4, '0')}-${pad(value.m)}-${pad(value.d)}`}`;
    }
  }
}

/** The viewer has an unread delivered main message in the thread. */
export function unreadCondition(userId: string): Cond {
  return sql<SqlBool>`exists (select 1 from messages m join message_user_states mus on mus.message_id = m.id
    where ${delivered} and mus.user_id = ${userId} and mus.is_unread)`;
}

function stateCondition(value: Extract<SearchFilter, { name: 'is' }>['value'], ctx: SearchSqlContext): Cond {
  const userId = ctx.user.id;
  switch (value) {
    case 'read':
      return sql<SqlBool>`(not ${unreadCondition(userId)})`;
    case 'unread':
      return unreadCondition(userId);
    case 'starred':
      return sql<SqlBool>`coalesce(${userState(ctx, sql`s.is_starred`)}, false)`;
    case 'sent':
      return sql<SqlBool>`exists (select 1 from messages m where ${delivered} and m.sender_user_id = ${userId})`;
    case 'inbox':
      return sql<SqlBool>`(threads.trashed_at is null and not coalesce(${userState(ctx, sql`s.is_spam`)}, false) and exists (select 1 from inbox_items ii where ii.thread_id = threads.id and ii.user_id = ${userId}))`;
    case 'snoozed':
      return sql<SqlBool>`(${userState(ctx, sql`s.snooze_end_date`)}) is not null`;
    case 'trash':
      return sql<SqlBool>`threads.trashed_at is not null`;
    case 'spam':
      return sql<SqlBool>`coalesce(${userState(ctx, sql`s.is_spam`)}, false)`;
    case 'scheduled':
      return sql<SqlBool>`exists (select 1 from messages m where m.thread_id = threads.id and m.state = 'scheduled' and m.sender_user_id = ${userId})`;
    case 'assigned':
      return sql<SqlBool>`threads.assignee_id is not null`;
    case 'unassigned':
      return sql<SqlBool>`threads.assignee_id is null`;
  }
}

function hasCondition(value: Extract<SearchFilter, { name: 'has' }>['value'], userId: string): Cond {
  switch (value) {
    case 'attachment':
      return sql<SqlBool>`exists (select 1 from attachments a join messages m on m.id = a.message_id where ${delivered})`;
    case 'image':
      return sql<SqlBool>`exists (select 1 from attachments a join messages m on m.id = a.message_id where ${delivered} and lower(a.mime_type) like 'image/%')`;
    case 'shared-note':
      return sql<SqlBool>`btrim(regexp_replace(coalesce(threads.description, ''), '<[^>]*>', '', 'g')) <> ''`;
    case 'channel':
      return sql<SqlBool>`exists (select 1 from thread_channels tc join channels c on c.id = tc.channel_id
        where tc.thread_id = threads.id
          and (c.is_public or exists (select 1 from channel_members cm where cm.channel_id = c.id and cm.user_id = ${userId})))`;
    case 'comment':
      return sql<SqlBool>`exists (select 1 from messages m where m.thread_id = threads.id and m.type = 'private')`;
  }
}
