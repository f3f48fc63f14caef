import { StagedUploadRequestSchema, StagedUploadResponseSchema } from '@switchboard/domain';
import { NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';

export const attachmentEndpoints = {
  createStagedAttachment: defineEndpoint({
    method: 'POST',
    path: '/staged_attachments',
    kind: 'mutation',
    body: StagedUploadRequestSchema,
    response: StagedUploadResponseSchema,
    summary: 'Reserves an upload: answers where to PUT the file, with which headers, until when.',
  }),
  refreshStagedAttachment: defineEndpoint({
    method: 'PUT',
    path: '/staged_attachments/{staged_attachment_id}/refresh',
    kind: 'mutation',
    response: StagedUploadResponseSchema,
    summary: 'Extends an uploaded staged attachment that is about to expire (new expiry_date).',
  }),
  deleteStagedAttachment: defineEndpoint({
    method: 'DELETE',
    path: '/staged_attachments/{staged_attachment_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Drops a staged attachment.',
  }),
} as const;
