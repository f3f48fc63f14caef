import { z } from 'zod';
import { AttachmentSchema } from './attachment.js';
import { ContactSchema, DueDateSchema, IsoDateTimeSchema, RecipientListsSchema } from './common.js';
import { CategorySchema, ThreadReferenceTypeSchema, ThreadStatusSchema } from './enums.js';
import { LabelSchema } from './label.js';

/** A follower of a thread. Recipients are not removable (`is_removable` false). */
export const FollowerSchema = z.object({
  contact: ContactSchema,
  is_removable: z.boolean(),
  is_explicit: z.boolean(),
});
export type Follower = z.infer<typeof FollowerSchema>;

/** The thread's latest activity, used for sorting, the row's date slot and snippet. */
export const LastActivitySchema = z.object({
  date: IsoDateTimeSchema,
  message_id: z.string(),
  snippet: z.string(),
  author: ContactSchema,
  is_private: z.boolean(),
});
export type LastActivity = z.infer<typeof LastActivitySchema>;

/** A scheduled message of a thread and when it will be sent. */
export const ScheduledMessageDateSchema = z.object({
  message_id: z.string(),
  scheduled_date: IsoDateTimeSchema,
});
export type ScheduledMessageDate = z.infer<typeof ScheduledMessageDateSchema>;

/** Where a thread branched off from (reply or forward of another thread). */
export const ThreadOriginSchema = z.object({
  type: ThreadReferenceTypeSchema,
  thread_id: z.string(),
});
export type ThreadOrigin = z.infer<typeof ThreadOriginSchema>;

/**
 * A thread (spec doc 1 section 3). Field names as the spec gives them (`isSpam`, `dueDate` camelCase).
 * `status` null means no status; `assignee` null means unassigned; `title` null when blank.
 * Addition: `category` (the inbox category the thread is sorted into; the spec's splits and
 * `:move_to_category` need it). The row snippet is `last_activity.snippet`.
 */
export const ThreadSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  status: ThreadStatusSchema.nullable(),
  assignee: ContactSchema.nullable(),
  dueDate: DueDateSchema.nullable(),
  category: CategorySchema,
  channel_ids: z.array(z.string()),
  labels: z.array(LabelSchema),
  label_ids: z.array(z.string()),
  senders: z.array(ContactSchema),
  private_senders: z.array(ContactSchema),
  recipients: z.array(ContactSchema),
  followers: z.array(FollowerSchema),
  next_message_recipients: RecipientListsSchema,
  last_activity: LastActivitySchema,
  inbox_event_id: z.string().nullable(),
  inbox_event_is_unread: z.boolean(),
  number_of_messages: z.number().int().nonnegative(),
  number_of_unread_messages: z.number().int().nonnegative(),
  number_of_unread_private_messages: z.number().int().nonnegative(),
  is_starred: z.boolean(),
  isSpam: z.boolean(),
  trashed_date: IsoDateTimeSchema.nullable(),
  snooze_start_date: IsoDateTimeSchema.nullable(),
  snooze_end_date: IsoDateTimeSchema.nullable(),
  last_snooze_end_date: IsoDateTimeSchema.nullable(),
  scheduled_messages_creation_dates: z.array(ScheduledMessageDateSchema),
  attachments: z.array(AttachmentSchema),
  origin: ThreadOriginSchema.nullable(),
});
export type Thread = z.infer<typeof ThreadSchema>;

/**
 * An attachment as a list row shows it: its name (the row's chips; size, kind and download link come with
 * the thread).
 */
export const ThreadRowAttachmentSchema = AttachmentSchema.pick({ id: true, name: true });
export type ThreadRowAttachment = z.infer<typeof ThreadRowAttachmentSchema>;

/**
 * A thread as every list answers it (ours: the inbox, the folders, channel, label and search lists): the
 * row's data (subject, snippet and author, senders, counts, flags, labels, channel ids, dates, attachment
 * names) without what only the open thread needs: no `description`, `followers`, `recipients`,
 * `next_message_recipients` or `private_senders`, and attachments by name only. Field
 * names and meanings are the Thread's, so a Thread is a ThreadListRow; the open thread is fetched with
 * `GET /threads/{id}`.
 *
 * A row's flags, counts, dates and lists that hold their usual value (null, false, 0, an empty list) have
 * a `.default`: a list answer leaves them out, and parsing gives the whole row. The answer's wire form
 * (contacts sent once per page, rows naming them by place) is the api-client's `ThreadListRowWireSchema`.
 */
export const ThreadListRowSchema = ThreadSchema.omit({
  description: true,
  followers: true,
  recipients: true,
  next_message_recipients: true,
  private_senders: true,
  attachments: true,
}).extend({
  status: ThreadStatusSchema.nullable().default(null),
  assignee: ContactSchema.nullable().default(null),
  dueDate: DueDateSchema.nullable().default(null),
  channel_ids: z.array(z.string()).default(() => []),
  labels: z.array(LabelSchema).default(() => []),
  label_ids: z.array(z.string()).default(() => []),
  inbox_event_id: z.string().nullable().default(null),
  inbox_event_is_unread: z.boolean().default(false),
  number_of_unread_messages: z.number().int().nonnegative().default(0),
  number_of_unread_private_messages: z.number().int().nonnegative().default(0),
  is_starred: z.boolean().default(false),
  isSpam: z.boolean().default(false),
  trashed_date: IsoDateTimeSchema.nullable().default(null),
  snooze_start_date: IsoDateTimeSchema.nullable().default(null),
  snooze_end_date: IsoDateTimeSchema.nullable().default(null),
  last_snooze_end_date: IsoDateTimeSchema.nullable().default(null),
  scheduled_messages_creation_dates: z.array(ScheduledMessageDateSchema).default(() => []),
  origin: ThreadOriginSchema.nullable().default(null),
  attachments: z.array(ThreadRowAttachmentSchema).default(() => []),
});
export type ThreadListRow = z.infer<typeof ThreadListRowSchema>;
