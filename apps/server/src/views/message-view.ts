import type { Contact, Message, Reaction, RecipientLists } from '@switchboard/domain';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { MessageRow, RecipientRow } from '../db/schema.js';
import { proxyMailImages } from '../images/proxy-mail-images.js';
import { resolveContentIds } from '../mail/inline-images.js';
import { ATTACHMENT_COLUMNS, type AttachmentRow, attachmentView } from './attachments.js';
import { externalContact, loadUserContacts } from './contacts.js';

/** Turns stored recipients into the three lists, with contacts for users and addresses. */
export function recipientLists(rows: RecipientRow[], users: Map<string, Contact>): RecipientLists {
  const lists: RecipientLists = { to: [], cc: [], bcc: [] };
  for (const r of rows) {
    if (r.kind === 'user') {
      const contact = users.get(r.user_id);
      if (contact) lists[r.type].push(contact);
    } else if (r.kind === 'external') {
      lists[r.type].push(externalContact(r.email, r.name));
    }
  }
  return lists;
}

export function senderContact(
  row: Pick<MessageRow, 'sender_user_id' | 'sender_email' | 'sender_name'>,
  users: Map<string, Contact>,
): Contact {
  return (
    (row.sender_user_id ? users.get(row.sender_user_id) : undefined) ??
    externalContact(row.sender_email, row.sender_name)
  );
}

/**
 * A body whose inline images (`cid:` of attachments with a content id) point at their signed download
 * addresses for this viewer, as the web app shows them.
 */
function inlineBody(
  body: string,
  messageId: string,
  attachments: readonly (AttachmentRow & { content_id: string | null })[],
  viewerId: string,
): string {
  const urls = new Map<string, string>();
  for (const a of attachments) {
    if (a.message_id === messageId && a.content_id)
      urls.set(a.content_id, attachmentView(a, viewerId).download_url);
  }
  return resolveContentIds(body, urls);
}

/**
 * The threads that forward or branch off from these messages, as the viewer sees them below each one
 * (spec doc 1 "Reference banner": 'You forwarded the conversation above' / 'A thread branched off from
 * here'): a forward only to the person who forwarded it, a branch to whoever can open it.
 */
async function referencesTo(
  db: Db,
  viewer: AuthUser,
  ids: string[],
): Promise<Map<string, Message['references']>> {
  const rows = await db
    .selectFrom('threads')
    .select(['threads.id', 'threads.origin_type', 'threads.origin_message_id', 'threads.created_by'])
    .where('threads.origin_message_id', 'in', ids)
    .where('threads.origin_type', 'in', ['forward', 'reply'])
    .where(threadVisibleTo(viewer))
    .orderBy('threads.created_at')
    .orderBy('threads.id')
    .execute();
  const by = new Map<string, Message['references']>();
  for (const row of rows) {
    if (!row.origin_message_id || (row.origin_type !== 'forward' && row.origin_type !== 'reply')) continue;
    if (row.origin_type === 'forward' && row.created_by !== viewer.id) continue;
    const list = by.get(row.origin_message_id) ?? [];
    list.push({ thread_id: row.id, type: row.origin_type });
    by.set(row.origin_message_id, list);
  }
  return by;
}

/** The columns of a message its view reads (not `body_text`, the plain text kept for search and snippets). */
export const MESSAGE_VIEW_COLUMNS = [
  'id',
  'thread_id',
  'organization_id',
  'type',
  'sender_user_id',
  'sender_email',
  'sender_name',
  'recipients',
  'subject',
  'body',
  'signature',
  'state',
  'scheduled_date',
  'is_system_generated',
  'creation_date',
  'send_failed_at',
] as const satisfies readonly (keyof MessageRow)[];

export type MessageViewRow = Pick<MessageRow, (typeof MESSAGE_VIEW_COLUMNS)[number]>;

/**
 * Builds the API view of messages (in the order given), for one viewer. Bodies are answered with their remote
 * images as signed image proxy addresses (`imageKey`: the proxy's key; see images/proxy-mail-images.ts). A
 * message's `references` are the threads that forward or branch off from it (`referencesTo`); the thread a
 * forward starts shows its origin in its origin card instead.
 */
export async function messageViews(
  db: Db,
  viewer: AuthUser,
  rows: MessageViewRow[],
  imageKey: Uint8Array,
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [unread, reactions, attachments, references] = await Promise.all([
    db
      .selectFrom('message_user_states')
      .select('message_id')
      .where('user_id', '=', viewer.id)
      .where('is_unread', '=', true)
      .where('message_id', 'in', ids)
      .execute(),
    db
      .selectFrom('message_reactions')
      .selectAll()
      .where('message_id', 'in', ids)
      .orderBy('update_date')
      .execute(),
    db
      .selectFrom('attachments')
      .select([...ATTACHMENT_COLUMNS, 'content_id'])
      .where('message_id', 'in', ids)
      .orderBy('id')
      .execute(),
    referencesTo(db, viewer, ids),
  ]);
  const userIds = new Set<string>();
  for (const r of rows) {
    if (r.sender_user_id) userIds.add(r.sender_user_id);
    for (const rec of r.recipients) if (rec.kind === 'user') userIds.add(rec.user_id);
  }
  const users = await loadUserContacts(db, userIds);
  const unreadSet = new Set(unread.map((u) => u.message_id));
  const reactionsBy = new Map<string, Reaction[]>();
  for (const r of reactions) {
    const list = reactionsBy.get(r.message_id) ?? [];
    const existing = list.find((x) => x.code === r.code);
    if (existing) {
      existing.user_ids.push(r.user_id);
      if (r.update_date.toISOString() > existing.update_date)
        existing.update_date = r.update_date.toISOString();
    } else {
      list.push({ code: r.code, user_ids: [r.user_id], update_date: r.update_date.toISOString() });
    }
    reactionsBy.set(r.message_id, list);
  }
  return rows.map((row) =>
    messageView(row, viewer, imageKey, {
      users,
      attachments,
      is_unread: unreadSet.has(row.id),
      reactions: reactionsBy.get(row.id) ?? [],
      references: references.get(row.id) ?? [],
    }),
  );
}

/** What a message's view needs besides its row: contacts of its people, its own state for the viewer. */
export interface MessageViewParts {
  users: Map<string, Contact>;
  /** The message's attachments (others' are ignored), inline images (`content_id`) among them. */
  attachments: readonly (AttachmentRow & { content_id: string | null })[];
  is_unread: boolean;
  reactions: Reaction[];
  references: Message['references'];
}

/**
 * The API view of one message from its row and parts: {@link messageViews} loads the parts, a route that has
 * just written the message (a reply) passes what it wrote.
 */
export function messageView(
  row: MessageViewRow,
  viewer: AuthUser,
  imageKey: Uint8Array,
  parts: MessageViewParts,
): Message {
  return {
    id: row.id,
    thread_id: row.thread_id,
    sender: senderContact(row, parts.users),
    recipients: recipientLists(row.recipients, parts.users),
    body: inlineBody(proxyMailImages(row.body, imageKey), row.id, parts.attachments, viewer.id),
    signature: row.signature,
    creation_date: row.creation_date.toISOString(),
    scheduled_date: row.scheduled_date ? row.scheduled_date.toISOString() : null,
    is_unread: parts.is_unread,
    reactions: parts.reactions,
    attachments: parts.attachments
      .filter((a) => a.message_id === row.id && a.content_id === null)
      .map((a) => attachmentView(a, viewer.id)),
    state: row.state,
    references: parts.references,
    is_system_generated: row.is_system_generated,
    pending_participants: [],
    type: row.type,
    organizationId: row.organization_id,
    send_failed_date: row.send_failed_at ? row.send_failed_at.toISOString() : null,
    subject: row.subject,
  };
}
