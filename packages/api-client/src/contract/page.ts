import { PAGE_SIZE_MAX, PAGE_SIZE_MIN, PageMetaSchema, THREAD_LIST_PAGE_SIZE } from '@switchboard/domain';
import { z } from 'zod';
import { boundedString, INPUT_LIMITS } from './input-limits.js';
import { queryInt } from './query-params.js';

/** Thread list pages hold 25 items (domain `THREAD_LIST_PAGE_SIZE`); the server's default `limit`. */
export const THREAD_PAGE_SIZE = THREAD_LIST_PAGE_SIZE;

/** `{ data: Item[], meta: PageMeta }`: the answer of every paginated list call. */
export function pageSchema<TItem extends z.ZodType>(itemSchema: TItem) {
  return z.object({ data: z.array(itemSchema), meta: PageMetaSchema });
}
export type Page<TItem> = { data: TItem[]; meta: z.infer<typeof PageMetaSchema> };

/** `limit` (1 to 30, from the query string) and `page_token` of a paginated list call. */
export const ListQuerySchema = z.object({
  limit: queryInt(PAGE_SIZE_MIN, PAGE_SIZE_MAX).optional(),
  page_token: boundedString(INPUT_LIMITS.pageToken).pipe(z.string().min(1)).optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;
