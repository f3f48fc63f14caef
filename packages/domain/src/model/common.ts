import { z } from 'zod';

/** ISO 8601 date-time string, with `Z` or an offset (e.g. `2024-05-01T10:00:00.000Z`). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTimeSchema>;

/** Calendar date `yyyy-MM-dd` (due dates). */
export const DueDateSchema = z.iso.date();
export type DueDate = z.infer<typeof DueDateSchema>;

/** An e-mail address with an optional display name. */
export const AddressSchema = z.object({
  name: z.string().optional(),
  email: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** Page meta of every paginated list (spec doc 1 section 3 "Page meta"). `total_count` null means "many". */
export const PageMetaSchema = z.object({
  total_count: z.number().int().nonnegative().nullable(),
  start_index: z.number().int().nonnegative(),
  returned_count: z.number().int().nonnegative(),
  next_page_token: z.string().nullable(),
  previous_page_token: z.string().nullable(),
  /**
   * The free plan's history window on this list (search, channel lists), when it hides threads: how many
   * are older than `days` days. Sent on the last page only; the app shows them blurred behind the upgrade
   * banner (spec doc 2 "Free plan history"). Absent when nothing is hidden.
   */
  history_limit: z
    .object({ days: z.number().int().positive(), hidden_count: z.number().int().positive() })
    .optional(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/**
 * A person as the app shows them (sender, follower, assignee, member). Not named by the spec as an entity;
 * `type` says whether it is a workspace user or an outside address (spec doc 2 "Recipient kinds").
 */
export const ContactSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'external_user']),
  email: z.string(),
  display_name: z.string().nullable(),
  picture_url: z.string().nullable(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** Lists of people a message is addressed to. */
export const RecipientListsSchema = z.object({
  to: z.array(ContactSchema),
  cc: z.array(ContactSchema),
  bcc: z.array(ContactSchema),
});
export type RecipientLists = z.infer<typeof RecipientListsSchema>;

/** An emoji reaction on a message: the emoji code point(s) in hex (e.g. `1f44d`) and who reacted. */
export const ReactionSchema = z.object({
  code: z.string(),
  user_ids: z.array(z.string()),
  update_date: IsoDateTimeSchema,
});
export type Reaction = z.infer<typeof ReactionSchema>;
