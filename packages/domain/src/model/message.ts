import { z } from 'zod';
import { AttachmentSchema } from './attachment.js';
import { ContactSchema, IsoDateTimeSchema, ReactionSchema, RecipientListsSchema } from './common.js';
import { MessageStateSchema, ThreadReferenceTypeSchema } from './enums.js';

/** A reference from a message to another thread (forward or reply). */
export const MessageReferenceSchema = z.object({
  thread_id: z.string(),
  type: ThreadReferenceTypeSchema,
});
export type MessageReference = z.infer<typeof MessageReferenceSchema>;

/**
 * A message (spec doc 1 section 3). Additions: `thread_id` (the thread holding it) and `scheduled_date`
 * (when a scheduled message will be sent, for 'This message will be sent {time}'). The view extras
 * (`isSending`, `resendCount`, `type`, `organizationId`) are optional: the client adds them.
 * `send_failed_date` (optional) is when the outgoing relay refused the message for good: the client shows
 * 'We were unable to send this message' with resend and discard.
 */
export const MessageSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  sender: ContactSchema,
  recipients: RecipientListsSchema,
  body: z.string(),
  signature: z.string().nullable(),
  creation_date: IsoDateTimeSchema,
  scheduled_date: IsoDateTimeSchema.nullable(),
  is_unread: z.boolean(),
  reactions: z.array(ReactionSchema),
  attachments: z.array(AttachmentSchema),
  state: MessageStateSchema,
  references: z.array(MessageReferenceSchema),
  is_system_generated: z.boolean(),
  pending_participants: z.array(ContactSchema),
  isSending: z.boolean().optional(),
  resendCount: z.number().int().nonnegative().optional(),
  type: z.enum(['main', 'private']).optional(),
  organizationId: z.string().optional(),
  send_failed_date: IsoDateTimeSchema.nullable().optional(),
  /** (ours) The subject the message carried: the header block of a forwarded message shows it. */
  subject: z.string().nullable().optional(),
});
export type Message = z.infer<typeof MessageSchema>;

/** `GET /messages/{message_id}/original` answer. */
export const OriginalMessageSchema = z.object({
  body: z.string(),
  subject: z.string().nullable(),
  reply_to: z.string().nullable(),
});
export type OriginalMessage = z.infer<typeof OriginalMessageSchema>;
