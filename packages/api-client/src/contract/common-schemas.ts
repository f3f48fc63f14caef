import { DueDateSchema, IsoDateTimeSchema, type PageMetaSchema } from '@switchboard/domain';
import { z } from 'zod';
import { boundedList, boundedString, INPUT_LIMITS } from './input-limits.js';

/** The answer of a call that answers `204 No Content`. */
export const NoContentSchema = z.undefined();
export type NoContent = z.infer<typeof NoContentSchema>;

/** An id in a body or a list of ids: a non-empty string of at most 128 characters, no NUL byte. */
export const IdSchema = boundedString(INPUT_LIMITS.id).pipe(z.string().min(1));

/**
 * A date as epoch seconds (the spec's unit for snooze): a positive integer up to 9999-12-31T23:59:59Z, the
 * last date PostgreSQL's `timestamptz` and a JavaScript `Date` both hold. A number of milliseconds sent
 * here by mistake is refused, not read as a date 1,000 times later.
 */
export const EpochSecondsSchema = z.number().int().positive().max(INPUT_LIMITS.lastDateSeconds);

/**
 * An ISO 8601 date-time in a request, within years 1 to 9999 once its offset is applied
 * (`9999-12-31T23:59:59-05:00` is already year 10000, which a stored date could not be read back as).
 */
export const IsoDateTimeInputSchema = IsoDateTimeSchema.refine((text) => {
  const at = Date.parse(text);
  return at >= INPUT_LIMITS.firstDateMs && at <= INPUT_LIMITS.lastDateMs;
}, 'Must be a date from year 1 to year 9999');

/** A calendar date (`yyyy-MM-dd`) in a request, from year 1 (the format already ends with year 9999). */
export const DueDateInputSchema = DueDateSchema.refine(
  (text) => text >= '0001-01-01',
  'Must be a date from year 1',
);

/** A date as epoch milliseconds (Google's `expiry_date`, the Push API's `expirationTime`), up to the end of year 9999. */
export const EpochMillisecondsSchema = z.number().int().positive().max(INPUT_LIMITS.lastDateMs);

/** A non-empty list of at most 500 ids (bulk actions), duplicates dropped. */
export const IdListSchema = boundedList(IdSchema).pipe(z.array(z.string()).min(1));

/** `{ user_ids }`: participants, followers, join. */
export const UserIdsBodySchema = z.object({ user_ids: IdListSchema });
export type UserIdsBody = z.infer<typeof UserIdsBodySchema>;

/** `{ channel_ids }`: add or remove a thread's channels. */
export const ChannelIdsBodySchema = z.object({ channel_ids: IdListSchema });
export type ChannelIdsBody = z.infer<typeof ChannelIdsBodySchema>;

/** `{ thread_ids }`: the bulk `threads:*` actions. */
export const ThreadIdsBodySchema = z.object({ thread_ids: IdListSchema });
export type ThreadIdsBody = z.infer<typeof ThreadIdsBodySchema>;

/** `{ redirect_url }`: billing answers, opened in a new tab. */
export const RedirectSchema = z.object({ redirect_url: z.url() });
export type Redirect = z.infer<typeof RedirectSchema>;

/** A six-digit hex colour (`#3b82f6`). */
export const HexColorSchema = z
  .string()
  .max(7)
  .regex(/^#[0-9a-fA-F]{6}$/);

/** `organization_id` as a query parameter. */
export const OrganizationQuerySchema = z.object({ organization_id: IdSchema });
export type OrganizationQuery = z.infer<typeof OrganizationQuerySchema>;

/** `{ data: Item[] }` with page meta for a collection the server sends whole (both tokens null). */
export function wholePage<T>(items: readonly T[]): { data: T[]; meta: z.infer<typeof PageMetaSchema> } {
  return {
    data: [...items],
    meta: {
      total_count: items.length,
      start_index: 0,
      returned_count: items.length,
      next_page_token: null,
      previous_page_token: null,
    },
  };
}
