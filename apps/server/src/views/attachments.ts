import type { Attachment } from '@switchboard/domain';
import { downloadExpiry, signFile } from '../files/signing.js';

export interface AttachmentRow {
  id: string;
  message_id: string;
  name: string;
  size: number;
  mime_type: string;
  server_filename: string;
}

export const ATTACHMENT_COLUMNS = [
  'id',
  'message_id',
  'name',
  'size',
  'mime_type',
  'server_filename',
] as const;

/**
 * A stored attachment as the API shows it to `viewerId`; the file is served at a signed
 * `/files/attachments/...` URL that names the viewer (checked against their access when used), the file
 * name, and expires within minutes.
 */
export function attachmentView(row: AttachmentRow, viewerId: string): Attachment {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime_type: row.mime_type,
    server_filename: row.server_filename,
    download_url: `/files/attachments/${encodeURIComponent(row.id)}/${encodeURIComponent(row.name)}?u=${encodeURIComponent(viewerId)}&${signFile('download', [row.id, row.name, viewerId], downloadExpiry())}`,
    expiry_date: null,
  };
}
