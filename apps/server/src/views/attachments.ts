import type { Attachment } from '@switchboard/domain';
import { sql } from 'kysely';
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
 * An attachment of a subquery (aliased `a`) as a JSON object of its row and its `content_id` (set for an
 * inline image): the files a view reads with its rows, in the same statement.
 */
export const attachmentJson = sql<AttachmentRow & { content_id: string | null }>`json_build_object(
  'id', a.id, 'message_id', a.message_id, 'name', a.name, 'size', a.size, 'mime_type', a.mime_type,
  'server_filename', a.server_filename, 'content_id', a.content_id)`;

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
