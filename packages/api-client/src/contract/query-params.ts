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
