import { z } from 'zod';
import { AttachmentSchema, StagedAttachmentSchema } from './attachment.js';
import { IsoDateTimeSchema } from './common.js';
import { ComposeWindowSizeSchema, ComposeWindowTypeSchema, DraftOriginSchema } from './enums.js';
import { DraftRecipientsSchema } from './recipient.js';

/** Draft id prefixes (spec doc 2 section 3). */
export const DRAFT_ID_PREFIXES = ['channel', 'thread', 'thread_private', 'new_thread'] as const;
export type DraftIdPrefix = (typeof DRAFT_ID_PREFIXES)[number];

/** A draft, stored locally (version 1). `content` is the editor HTML. */
export const DraftSchema = z.object({
  id: z.string(),
  origin: DraftOriginSchema,
  threadId: z.string().nullable(),
  messageId: z.string().nullable(),
  channelId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  recipients: DraftRecipientsSchema,
  stagedAttachments: z.array(StagedAttachmentSchema),
  committedAttachments: z.array(AttachmentSchema),
  updatedAt: IsoDateTimeSchema,
  signatureButtonPressed: z.boolean(),
});
export type Draft = z.infer<typeof DraftSchema>;

/** A floating composer window (spec doc 1 section 3). `height` null until measured. */
export const ComposeWindowSchema = z.object({
  id: z.string(),
  size: ComposeWindowSizeSchema,
  height: z.number().nullable(),
  isHeightManuallySet: z.boolean(),
  context: z.object({
    type: ComposeWindowTypeSchema,
    threadId: z.string().nullable(),
    draftId: z.string(),
  }),
  title: z.string(),
  showPrivateMessages: z.boolean(),
});
export type ComposeWindow = z.infer<typeof ComposeWindowSchema>;

/** A recent search (kept 3). `timestamp` is the ISO time it was run. */
export const SavedSearchSchema = z.object({
  query: z.string(),
  timestamp: IsoDateTimeSchema,
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
