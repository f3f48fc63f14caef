import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { UploadStatusSchema } from './enums.js';

/** A stored attachment (spec doc 2 section 3 "Attachment"). `expiry_date` is set while only staged. */
export const AttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mime_type: z.string(),
  download_url: z.string(),
  server_filename: z.string(),
  expiry_date: IsoDateTimeSchema.nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

/** `POST /staged_attachments` request. */
export const StagedUploadRequestSchema = z.object({
  download_file_name: z.string().min(1).max(200),
  mime_type: z.string().max(200),
  file_size: z.number().int().nonnegative(),
});
export type StagedUploadRequest = z.infer<typeof StagedUploadRequestSchema>;

/**
 * `POST /staged_attachments` answer. `id` (the staged_attachment_id used by refresh/delete) is our addition:
 * the spec's paths need it but its field list does not name it.
 */
export const StagedUploadResponseSchema = z.object({
  id: z.string(),
  upload_url: z.string(),
  headers: z.record(z.string(), z.string()),
  download_url: z.string(),
  expiry_date: IsoDateTimeSchema,
});
export type StagedUploadResponse = z.infer<typeof StagedUploadResponseSchema>;

/** An attachment being uploaded from the composer (kept in a draft's stagedAttachments). */
export const StagedAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mime_type: z.string(),
  upload_status: UploadStatusSchema,
  download_url: z.string().nullable(),
  expiry_date: IsoDateTimeSchema.nullable(),
  /**
   * An inline image (pasted, dropped or inserted into the body): the `data-inline-id` of its `<img>` in the
   * draft's content, which becomes `cid:{id}` when sent. Absent for a file attachment.
   */
  inline_id: z.string().optional(),
});
export type StagedAttachment = z.infer<typeof StagedAttachmentSchema>;
