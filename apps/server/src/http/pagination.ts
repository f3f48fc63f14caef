import { THREAD_PAGE_SIZE } from '@switchboard/api-client';
import type { PageMeta } from '@switchboard/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { badRequest } from './http-error.js';

/**
 * Page tokens are opaque to clients: base64url of `{"o": offset}`, and for the lists paged by their sort
 * key (keyset pagination: the inbox, the thread lists in activity order) also the sort key of the row the
 * next page starts after (`"a"`) or the previous page ends before (`"b"`), so a page costs an index range
 * scan of its own rows whatever its position. `o` is then only the position the page reports
 * (`start_index`). A token that does not decode answers bad_request naming `page_token`.
 */
export type SortKey = (string | number)[];

export function encodePageToken(offset: number, key?: { after?: SortKey; before?: SortKey }): string {
  const value: { o: number; a?: SortKey; b?: SortKey } = { o: offset };
  if (key?.after) value.a = key.after;
  if (key?.before) value.b = key.before;
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** No list is longer than this; a token past it was not made by this server. */
const MAX_OFFSET = 1_000_000_000;

const isKey = (value: unknown): value is SortKey =>
  Array.isArray(value) &&
  value.length >= 1 &&
  value.length <= 4 &&
  value.every(
    (v) => (typeof v === 'string' && v.length <= 100) || (typeof v === 'number' && Number.isFinite(v)),
  );

const invalidToken = () => badRequest('page_token: Invalid page token');

export interface DecodedPageToken {
  offset: number;
  after?: SortKey;
  before?: SortKey;
}

export function decodePageToken(token: string | undefined): DecodedPageToken {
  if (token === undefined) return { offset: 0 };
  let value: { o?: unknown; a?: unknown; b?: unknown };
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as typeof value;
  } catch {
    throw invalidToken();
  }
  if (
    value === null ||
    typeof value !== 'object' ||
    typeof value.o !== 'number' ||
    !Number.isInteger(value.o) ||
    value.o < 0 ||
    value.o > MAX_OFFSET
  )
    throw invalidToken();
  const out: DecodedPageToken = { offset: value.o };
  if (value.a !== undefined) {
    if (!isKey(value.a) || value.b !== undefined) throw invalidToken();
    out.after = value.a;
  } else if (value.b !== undefined) {
    if (!isKey(value.b)) throw invalidToken();
    out.before = value.b;
  }
  return out;
}

export interface PageRequest {
  offset: number;
  limit: number;
  /** Keyset lists: the page starts after the row of this sort key. */
  after?: SortKey;
  /** Keyset lists: the page ends before the row of this sort key. */
  before?: SortKey;
}

export function pageRequest(
  query: { limit?: number | undefined; page_token?: string | undefined } | undefined,
  defaultLimit = THREAD_PAGE_SIZE,
): PageRequest {
  return { ...decodePageToken(query?.page_token), limit: query?.limit ?? defaultLimit };
}

export function pageMeta(page: PageRequest, returned: number, total: number): PageMeta {
  const next = page.offset + returned < total ? encodePageToken(page.offset + page.limit) : null;
  const previous = page.offset > 0 ? encodePageToken(Math.max(0, page.offset - page.limit)) : null;
  return {
    total_count: total,
    start_index: page.offset,
    returned_count: returned,
    next_page_token: next,
    previous_page_token: previous,
  };
}

/** The meta of an offset page of a list longer than the count's cap: a next page as long as this one is full. */
export function manyMeta(page: PageRequest, returned: number): PageMeta {
  return {
    total_count: null,
    start_index: page.offset,
    returned_count: returned,
    next_page_token: returned === page.limit ? encodePageToken(page.offset + page.limit) : null,
    previous_page_token: page.offset > 0 ? encodePageToken(Math.max(0, page.offset - page.limit)) : null,
  };
}

/**
 * Lists count at most this many rows: a longer list answers `total_count: null`, which the app shows as
 * the spec's 'start - end of many'. A count of the whole list would cost a scan of all its rows on every
 * poll; a capped count costs at most this many index entries.
 */
export const LIST_COUNT_CAP = 100;

/** A capped count as a list answers it: the number, or null ('many') past the cap. */
export function cappedTotal(counted: number, cap = LIST_COUNT_CAP): number | null {
  return counted > cap ? null : counted;
}

/**
 * The first page of a keyset list and its capped count, from one pass over the list: `listed` selects the
 * page's columns; this adds its sort key (`order`: the columns it is sorted by, newest first) as `key_at`
 * and `key_id`, orders it and takes the cap + 1 rows, materialized once, which both the page (its first
 * `limit` rows) and the count read. For a search, whose page and count run apart each found every match
 * and sorted them. Only for a first page going forward whose `limit` is within the cap + 1 rows; a later
 * page starts after its key, which the count does not.
 */
export async function firstPageAndCount<DB, TB extends keyof DB, R>(
  db: Db,
  listed: SelectQueryBuilder<DB, TB, R>,
  order: { at: string; id: string },
  limit: number,
): Promise<(R & { capped_count: number | string })[]> {
  if (limit > LIST_COUNT_CAP + 1) throw new Error('a first page within the count cap only');
  const capped = listed
    .select([sql.ref(order.at).as('key_at'), sql.ref(order.id).as('key_id')])
    .orderBy(sql.ref(order.at), 'desc')
    .orderBy(sql.ref(order.id), 'desc')
    .limit(sql.lit(LIST_COUNT_CAP + 1));
  const result = await sql<R & { capped_count: number | string }>`with listed as materialized (${capped})
    select listed.*, (select count(*) from listed) as capped_count
    from listed order by listed.key_at desc, listed.key_id desc limit ${sql.lit(limit)}`.execute(db);
  return result.rows;
}

export type KeysetRun<R> = (window: {
  /** The sort key the rows start after (forward) or end before (backward); none for the first page. */
  key: SortKey | undefined;
  /** Backward: the rows before `key`, nearest first (the list's order reversed). */
  backward: boolean;
  limit: number;
  /** Only for an offset token of an older server (no key): rows to skip. */
  offset: number;
}) => Promise<R[]>;

/**
 * A page of a keyset list: `run` fetches one more row than the page to learn whether another follows,
 * `keyOf` gives a row's sort key for the tokens, `count(cap)` counts the list's rows up to `cap + 1`
 * (called only when the page alone does not tell the total: the last page does).
 */
export async function keysetPage<R>(
  page: PageRequest,
  run: KeysetRun<R>,
  keyOf: (row: R) => SortKey,
  count: (cap: number) => Promise<number>,
): Promise<{ rows: R[]; meta: PageMeta }> {
  const backward = page.before !== undefined;
  const key = page.before ?? page.after;
  const fetched = await run({
    key,
    backward,
    limit: page.limit + 1,
    offset: key === undefined ? page.offset : 0,
  });
  const more = fetched.length > page.limit;
  const rows = fetched.slice(0, page.limit);
  if (backward) rows.reverse();
  // Going back, the page starts at the beginning when nothing lies before it.
  const start = backward ? (more ? Math.max(page.offset, 1) : 0) : page.offset;
  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = backward ? rows.length > 0 : more;
  const hasPrevious = backward ? more : start > 0;
  let total: number | null;
  if (!backward && !more && (rows.length > 0 || start === 0)) total = start + rows.length;
  else total = cappedTotal(await count(LIST_COUNT_CAP));
  return {
    rows,
    meta: {
      total_count: total,
      start_index: start,
      returned_count: rows.length,
      next_page_token: hasNext && last ? encodePageToken(start + rows.length, { after: keyOf(last) }) : null,
      previous_page_token: hasPrevious
        ? first
          ? encodePageToken(Math.max(0, start - page.limit), { before: keyOf(first) })
          : encodePageToken(Math.max(0, start - page.limit))
        : null,
    },
  };
}

/** A collection answered whole: both tokens null. */
export function whole<T>(items: T[]): { data: T[]; meta: PageMeta } {
  return {
    data: items,
    meta: {
      total_count: items.length,
      start_index: 0,
      returned_count: items.length,
      next_page_token: null,
      previous_page_token: null,
    },
  };
}

/**
 * A timestamp as a sort key, exact to the microsecond (a JavaScript Date would round it to the
 * millisecond and a page could skip rows): SQL that selects the column as UTC text, and the key's value
 * back as a parameter. A key that is not such a text answers bad_request naming `page_token`.
 */
export const timestampKeySql = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMP_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The (timestamp, id) of a key decoded from a token, checked. */
export function timestampIdKey(key: SortKey): [string, string] {
  const [at, id] = key;
  if (key.length !== 2 || typeof at !== 'string' || typeof id !== 'string' || !TIMESTAMP_KEY.test(at))
    throw invalidToken();
  if (Number.isNaN(Date.parse(at))) throw invalidToken();
  return [at, id];
}
