import { THREAD_PAGE_SIZE } from '@switchboard/api-client';
import type { PageMeta } from '@switchboard/domain';
import { badRequest } from './http-error.js';

/**
 * Page tokens are opaque to clients: base64url of `{"o": offset}`. A token that does not decode answers
 * bad_request naming `page_token`.
 */
export function encodePageToken(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

/** No list is longer than this; a token past it was not made by this server. */
const MAX_OFFSET = 1_000_000_000;

export function decodePageToken(token: string | undefined): number {
  if (token === undefined) return 0;
  try {
    const value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown };
    if (typeof value.o === 'number' && Number.isInteger(value.o) && value.o >= 0 && value.o <= MAX_OFFSET)
      return value.o;
  } catch {
    // fall through to the error below
  }
  throw badRequest('page_token: Invalid page token');
}

export interface PageRequest {
  offset: number;
  limit: number;
}

export function pageRequest(
  query: { limit?: number | undefined; page_token?: string | undefined } | undefined,
  defaultLimit = THREAD_PAGE_SIZE,
): PageRequest {
  return { offset: decodePageToken(query?.page_token), limit: query?.limit ?? defaultLimit };
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

/**
 * The total of a page whose rows carry a window count (`count(*) over ()` as `total`). Only a page past
 * the end has no row to carry it; then `countAll` runs its own count.
 */
export async function windowTotal(
  rows: readonly { total: number | string }[],
  page: PageRequest,
  countAll: () => Promise<number | string>,
): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total);
  return page.offset === 0 ? 0 : Number(await countAll());
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
