import { forwardedHeaderLines, forwardedHeaderText, messages as texts } from '@switchboard/domain';
import type { Db } from '../db/database.js';
import type { MessageRow, ThreadRow } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { loadUserContacts } from '../views/contacts.js';
import { recipientLists, senderContact } from '../views/message-view.js';
import { sanitizeMailHtml } from './sanitize-html.js';

/**
 * The messages a forward or a reply-as-new-thread references (`origin {type, referenced_message_id}` of
 * `POST /threads`): the origin thread's delivered main messages up to and including the referenced one,
 * oldest first. A forward carries exactly these: its recipients see them (the origin card, the MIME that
 * leaves) without seeing the rest of the origin thread.
 */
export async function referencedMessageRows(
  db: Db,
  thread: Pick<ThreadRow, 'origin_thread_id' | 'origin_message_id'>,
): Promise<MessageRow[]> {
  if (!thread.origin_thread_id) return [];
  let q = db
    .selectFrom('messages')
    .selectAll()
    .where('thread_id', '=', thread.origin_thread_id)
    .where('type', '=', 'main')
    .where('state', '!=', 'scheduled');
  if (thread.origin_message_id) {
    const ref = await db
      .selectFrom('messages')
      .select('creation_date')
      .where('id', '=', thread.origin_message_id)
      .executeTakeFirst();
    // The referenced message is gone (deleted since): nothing is forwarded any more.
    if (!ref) return [];
    q = q.where('creation_date', '<=', ref.creation_date);
  }
  return q.orderBy('creation_date').orderBy('id').execute();
}

/**
 * Copies the inline images (`cid:` attachments) of the messages a forward references into the forward's
 * message, with their content ids: the forwarded block of the mail that leaves names them as `cid:`, so they
 * travel as its inline parts, and the forward's recipients (who usually cannot open the origin thread) see
 * them through their own copies. They are not files of the forward (a content id keeps them off its list).
 */
export async function copyForwardedInlineImages(
  db: Db,
  thread: Pick<ThreadRow, 'origin_thread_id' | 'origin_message_id'>,
  messageId: string,
): Promise<void> {
  const rows = await referencedMessageRows(db, thread);
  if (rows.length === 0) return;
  const images = await db
    .selectFrom('attachments')
    .select(['name', 'size', 'mime_type', 'server_filename', 'content_key', 'content_id'])
    .where(
      'message_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('content_id', 'is not', null)
    .orderBy('id')
    .execute();
  const seen = new Set<string>();
  const copies = images.filter((image) => {
    if (!image.content_id || seen.has(image.content_id)) return false;
    seen.add(image.content_id);
    return true;
  });
  if (copies.length === 0) return;
  await db
    .insertInto('attachments')
    .values(
      copies.map((image) => ({
        id: newId('att'),
        message_id: messageId,
        name: image.name,
        size: image.size,
        mime_type: image.mime_type,
        server_filename: image.server_filename,
        content_key: image.content_key,
        content_id: image.content_id,
      })),
    )
    .execute();
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a forward's outgoing mail carries below the note (and its signature), as Gmail writes it: for each
 * forwarded message, '---------- Forwarded message ---------', From, Date, Subject, To (and Cc) lines and
 * the message's body, its HTML sanitised. Dates are written in UTC (the recipient's zone is unknown).
 * Null for a message that forwards nothing.
 */
export async function forwardedMailParts(
  db: Db,
  message: Pick<MessageRow, 'thread_id' | 'message_references'>,
): Promise<{ html: string; text: string } | null> {
  if (!message.message_references.some((r) => r.type === 'forward')) return null;
  const thread = await db
    .selectFrom('threads')
    .select(['origin_type', 'origin_thread_id', 'origin_message_id'])
    .where('id', '=', message.thread_id)
    .executeTakeFirst();
  if (thread?.origin_type !== 'forward') return null;
  const rows = await referencedMessageRows(db, thread);
  if (rows.length === 0) return null;
  const users = await loadUserContacts(
    db,
    rows.flatMap((r) => [
      ...(r.sender_user_id ? [r.sender_user_id] : []),
      ...r.recipients.flatMap((x) => (x.kind === 'user' ? [x.user_id] : [])),
    ]),
  );
  const person = (c: { display_name: string | null; email: string }) => ({
    name: c.display_name,
    email: c.email,
  });
  const html: string[] = [];
  const text: string[] = [];
  for (const row of rows) {
    const lists = recipientLists(row.recipients, users);
    // Bcc recipients stay out of the block, as they stay out of any header.
    const header = {
      from: person(senderContact(row, users)),
      date: row.creation_date,
      subject: row.subject,
      to: lists.to.map(person),
      cc: lists.cc.map(person),
    };
    const lines = forwardedHeaderLines(header, 'UTC');
    html.push(
      `<div class="switchboard-forwarded"><p>${escapeHtml(texts.compose.forwarded.separator)}<br>${lines
        .map((l) => `${escapeHtml(l.label)}: ${escapeHtml(l.value)}`)
        .join('<br>')}</p><div>${sanitizeMailHtml(row.body)}</div></div>`,
    );
    text.push(`${forwardedHeaderText(header, 'UTC')}\n\n${row.body_text.trim()}`);
  }
  return { html: html.join('<br>'), text: text.join('\n\n') };
}
