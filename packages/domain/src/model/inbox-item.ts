import { z } from 'zod';
import { IsoDateTimeSchema, ReactionSchema } from './common.js';
import { InboxItemTypeSchema } from './enums.js';
import { ThreadListRowSchema } from './thread.js';

/** Reactions added to one message, carried by a reactions_added inbox item. `snippet` is our addition. */
export const MessageReactionsSchema = z.object({
  message_id: z.string(),
  snippet: z.string().nullable(),
  reactions: z.array(ReactionSchema),
});
export type MessageReactions = z.infer<typeof MessageReactionsSchema>;

/** An inbox item (spec doc 1 section 3): why a thread is in the inbox. */
export const InboxItemSchema = z.object({
  id: z.string(),
  type: InboxItemTypeSchema,
  thread: ThreadListRowSchema,
  /** Left out of a list's JSON when empty (parsing gives []), like the row's usual values. */
  message_reactions: z.array(MessageReactionsSchema).default(() => []),
  initial_date: IsoDateTimeSchema,
  /** Left out of a list's JSON when null (parsing gives null). */
  snooze_start_date: IsoDateTimeSchema.nullable().default(null),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;
