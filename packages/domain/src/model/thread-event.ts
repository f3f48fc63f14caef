import { z } from 'zod';
import { AddressSchema, DueDateSchema, IsoDateTimeSchema } from './common.js';
import { ThreadEventTypeSchema, ThreadStatusSchema } from './enums.js';

/**
 * A thread event (spec doc 1 section 3), interleaved with messages. Fields that do not apply to an event
 * type are null; `external_users` lists outside addresses added (recipient_added), else empty.
 */
export const ThreadEventSchema = z.object({
  id: z.string(),
  event_type: ThreadEventTypeSchema,
  date: IsoDateTimeSchema,
  thread_id: z.string(),
  initiator_id: z.string().nullable(),
  target_user_id: z.string().nullable(),
  previous_assignee_id: z.string().nullable(),
  channel_id: z.string().nullable(),
  previous_due_date: DueDateSchema.nullable(),
  new_due_date: DueDateSchema.nullable(),
  previous_status: ThreadStatusSchema.nullable(),
  new_status: ThreadStatusSchema.nullable(),
  previous_title: z.string().nullable(),
  new_title: z.string().nullable(),
  previous_description: z.string().nullable(),
  new_description: z.string().nullable(),
  external_users: z.array(AddressSchema),
});
export type ThreadEvent = z.infer<typeof ThreadEventSchema>;
