import { z } from 'zod';
import { EmailAddressSchema } from '../validation/email.js';
import { RecipientTypeSchema } from './enums.js';

/** Internal recipient as sent to the server: a workspace user in a field (`POST /threads` internal_recipients). */
export const InternalRecipientSchema = z.object({
  user_id: z.string().max(128),
  type: RecipientTypeSchema,
});
export type InternalRecipient = z.infer<typeof InternalRecipientSchema>;

/**
 * External recipient as sent to the server: an address (valid as `isValidEmail` judges it), name only if
 * different from the email.
 */
export const ExternalRecipientSchema = z.object({
  email: EmailAddressSchema,
  name: z.string().max(200).optional(),
  type: RecipientTypeSchema,
});
export type ExternalRecipient = z.infer<typeof ExternalRecipientSchema>;

/** A workspace user picked in the composer (kind `user`). */
export const UserRecipientSchema = z.object({
  kind: z.literal('user'),
  id: z.string(),
  email: z.string(),
  name: z.string().optional(),
});
export type UserRecipient = z.infer<typeof UserRecipientSchema>;

/** An outside address picked in the composer (kind `external_user`). */
export const ExternalUserRecipientSchema = z.object({
  kind: z.literal('external_user'),
  email: z.string(),
  name: z.string().optional(),
});
export type ExternalUserRecipient = z.infer<typeof ExternalUserRecipientSchema>;

/** A channel picked in the composer (kind `channel`). */
export const ChannelRecipientSchema = z.object({
  kind: z.literal('channel'),
  id: z.string(),
  name: z.string(),
  iconSetName: z.string().nullable(),
});
export type ChannelRecipient = z.infer<typeof ChannelRecipientSchema>;

/** Recipient kinds of the composer: user, external_user or channel (spec doc 2 section 3). */
export const RecipientSchema = z.discriminatedUnion('kind', [
  UserRecipientSchema,
  ExternalUserRecipientSchema,
  ChannelRecipientSchema,
]);
export type Recipient = z.infer<typeof RecipientSchema>;

/** A draft's recipients by field. */
export const DraftRecipientsSchema = z.object({
  to: z.array(RecipientSchema),
  cc: z.array(RecipientSchema),
  bcc: z.array(RecipientSchema),
});
export type DraftRecipients = z.infer<typeof DraftRecipientsSchema>;
