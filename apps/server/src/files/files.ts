import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@switchboard/domain';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { threadVisibleTo } from '../access/visibility.js';
import { findAccountById } from '../auth/auth-user.js';
import type { AuthVariables } from '../auth/middleware.js';
import type { Services } from '../services.js';
import { configureFileSigning, verifyFile } from './signing.js';
import { readStoredFile, saveFile } from './stored-files.js';

/** The answer when a row names bytes the file store no longer has (lost or deleted by an operator). */
export const MISSING_CONTENT = "This file's content is missing from the file store";

/**
 * File transfer outside the JSON API: `PUT /files/staged/{id}` receives an upload reserved by
 * `POST /api/staged_attachments` (and `GET` shows it back to the uploader from its signed `download_url`), `GET /files/attachments/{id}/{name}` serves an attachment. Both need the
 * signed `exp` and `sig` query parameters the API handed out.
 */
export function mountFiles(app: Hono<{ Variables: AuthVariables }>, services: Services): void {
  configureFileSigning(services.fileSecret);
  const { db } = services;

  app.put(
    '/files/staged/:id',
    bodyLimit({ maxSize: MAX_ATTACHMENTS_TOTAL_BYTES, onError: (c) => c.text('File is too large', 413) }),
    async (c) => {
      const id = c.req.param('id');
      if (!verifyFile('upload', id, c.req.query('exp'), c.req.query('sig')))
        return c.text('Invalid or expired upload link', 403);
      const staged = await db
        .selectFrom('staged_attachments')
        .select(['id', 'size', 'expiry_date'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!staged || staged.expiry_date.getTime() < services.now().getTime())
        return c.text('Upload not found or expired', 404);
      const content = new Uint8Array(await c.req.arrayBuffer());
      if (content.byteLength !== staged.size)
        return c.text(`Expected ${staged.size} bytes, received ${content.byteLength}`, 400);
      const key = await saveFile(db, content);
      await db.updateTable('staged_attachments').set({ content_key: key }).where('id', '=', id).execute();
      return c.body(null, 200);
    },
  );

  app.get('/files/staged/:id', async (c) => {
    const id = c.req.param('id');
    if (!verifyFile('staged', id, c.req.query('exp'), c.req.query('sig')))
      return c.text('Invalid or expired link', 403);
    const staged = await db
      .selectFrom('staged_attachments')
      .select(['mime_type', 'content_key', 'expiry_date'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!staged?.content_key || staged.expiry_date.getTime() < services.now().getTime())
      return c.text('Upload not found or expired', 404);
    const content = await readStoredFile(db, staged.content_key);
    if (!content) return c.text(MISSING_CONTENT, 404);
    return c.body(content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': staged.mime_type,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  app.get('/files/attachments/:id/:name', async (c) => {
    const id = c.req.param('id');
    const name = c.req.param('name');
    const viewerId = c.req.query('u') ?? '';
    if (!verifyFile('download', [id, name, viewerId], c.req.query('exp'), c.req.query('sig')))
      return c.text('Invalid or expired link', 403);
    // The link is checked against the viewer's access now, not when it was made.
    const viewer = await findAccountById(db, viewerId);
    const row =
      viewer &&
      (await db
        .selectFrom('attachments')
        .innerJoin('messages', 'messages.id', 'attachments.message_id')
        .innerJoin('threads', 'threads.id', 'messages.thread_id')
        .select(['attachments.name', 'attachments.mime_type', 'attachments.content_key'])
        .where('attachments.id', '=', id)
        .where('attachments.name', '=', name)
        .where(threadVisibleTo(viewer))
        .executeTakeFirst());
    if (!row) return c.text('Attachment not found', 404);
    if (!row.content_key) return c.text('This demo attachment has no stored content', 404);
    const content = await readStoredFile(db, row.content_key);
    if (!content) return c.text(MISSING_CONTENT, 404);
    return c.body(content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': row.mime_type,
      // RFC 6266: an ASCII fallback and the real (UTF-8) name.
      'content-disposition': `attachment; filename="${row.name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
}
