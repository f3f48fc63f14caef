import { z } from 'zod';
import { INPUT_LIMITS } from './input-limits.js';

/**
 * Query strings carry text only. These schemas parse the server's view of a query string (every value a
 * string) into typed values; the client's methods take the parsed (output) types and `serializeQuery`
 * writes them back as text, so both sides share one schema.
 */

/** A list of ids in a query string: `thread_ids=a,b,c` (at most 500, duplicates dropped). Ids never contain commas. */
export function queryList<T extends z.ZodType<string, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [
      ...new Set((Array.isArray(value) ? value : value.split(',')).filter((part) => part.length > 0)),
    ])
    .pipe(z.array(item).max(INPUT_LIMITS.listItems));
}

/** A boolean in a query string: `true` or `false`. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** An integer in a query string, within bounds. */
export function queryInt(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

/** Writes a typed query object as a query string (without `?`); undefined and null values are left out. */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.map(String).join(','));
      continue;
    }
    search.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  return search.toString();
}

/** Reads a query string into the plain object the query schemas parse (a repeated key gives a list). */
export function parseQueryString(search: string | URLSearchParams): Record<string, string | string[]> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}
