import type { Contact, Message, Reaction, RecipientLists } from '@switchboard/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { Database, MessageRow, RecipientRow } from '../db/schema.js';
import { proxyMailImages } from '../images/proxy-mail-images.js';
import { resolveContentIds } from '../mail/inline-images.js';
import { ATTACHMENT_COLUMNS, type AttachmentRow, attachmentJson, attachmentView } from './attachments.js';
import {
  externalContact,
  loadUserContacts,
  type UserContactRow,
  userContact,
  userContactsJson,
} from './contacts.js';

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

/** A thread that forwards or branches off from a message, as {@link referenceMap} reads it. */
interface ReferenceRow {
  id: string;
  origin_type: string | null;
  origin_message_id: string | null;
  created_by: string | null;
}

/**
 * The threads that forward or branch off from messages, as the viewer sees them below each one (spec doc 1
 * "Reference banner": 'You forwarded the conversation above' / 'A thread branched off from here'): a
 * forward only to the person who forwarded it, a branch to whoever can open it (the rows are the visible
 * ones, in creation order).
 */
function referenceMap(rows: readonly ReferenceRow[], viewer: AuthUser): Map<string, Message['references']> {
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

/** A thread that forwards or branches off from a message and that `viewer` may open (see {@link referenceMap}). */
function refersToMessages(viewer: AuthUser) {
  return (eb: ExpressionBuilder<Database, 'threads'>): Expression<SqlBool> =>
    eb.and([eb('threads.origin_type', 'in', ['forward', 'reply']), threadVisibleTo(viewer)(eb)]);
}

/** The visible threads that forward or branch off from the messages `ids` (see {@link referenceMap}). */
async function referencesTo(
  db: Db,
  viewer: AuthUser,
  ids: string[],
): Promise<Map<string, Message['references']>> {
  const rows = await db
    .selectFrom('threads')
    .select(['threads.id', 'threads.origin_type', 'threads.origin_message_id', 'threads.created_by'])
    .where('threads.origin_message_id', 'in', ids)
    .where(refersToMessages(viewer))
    .orderBy('threads.created_at')
    .orderBy('threads.id')
    .execute();
  return referenceMap(rows, viewer);
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

/** A reaction row as a message's view reads it (ordered by `update_date`). */
interface ReactionRow {
  message_id: string;
  code: string;
  user_id: string;
  update_date: Date;
}

/** What the views of a list of messages read besides the rows themselves (see {@link assembleMessageViews}). */
interface LoadedParts {
  users: Map<string, Contact>;
  unread: Set<string>;
  reactions: ReactionRow[];
  /** Every attachment of the messages, inline images (`content_id`) among them, in id order. */
  attachments: (AttachmentRow & { content_id: string | null })[];
  references: Map<string, Message['references']>;
}

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
      .select(['message_id', 'code', 'user_id', 'update_date'])
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
  const users = await loadUserContacts(db, peopleOf(rows));
  return assembleMessageViews(rows, viewer, imageKey, {
    users,
    unread: new Set(unread.map((u) => u.message_id)),
    reactions,
    attachments,
    references,
  });
}

/** The users the messages' views show: senders and recipients. */
function peopleOf(rows: readonly MessageViewRow[]): Set<string> {
  const userIds = new Set<string>();
  for (const r of rows) {
    if (r.sender_user_id) userIds.add(r.sender_user_id);
    for (const rec of r.recipients) if (rec.kind === 'user') userIds.add(rec.user_id);
  }
  return userIds;
}

/** The views of `rows` from their loaded parts (messageViews and the thread's page share it). */
function assembleMessageViews(
  rows: readonly MessageViewRow[],
  viewer: AuthUser,
  imageKey: Uint8Array,
  parts: LoadedParts,
): Message[] {
  const reactionsBy = new Map<string, Reaction[]>();
  for (const r of parts.reactions) {
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
      users: parts.users,
      attachments: parts.attachments,
      is_unread: parts.unread.has(row.id),
      reactions: reactionsBy.get(row.id) ?? [],
      references: parts.references.get(row.id) ?? [],
    }),
  );
}

/** A page of a thread's messages as {@link threadMessagePage} reads it: the views and the thread's count. */
export interface ThreadMessagePage {
  /** The thread's messages for the viewer, all pages. */
  total: number;
  messages: Message[];
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

/** A thread's messages as the thread shows them to `viewer`: the main ones, others' scheduled ones left out. */
export function threadMessagesFor(db: Db, viewer: AuthUser, threadId: string) {
  return db
    .selectFrom('messages')
    .where('thread_id', '=', threadId)
    .where('type', '=', 'main')
    .where((eb) => eb.or([eb('state', '!=', 'scheduled'), eb('sender_user_id', '=', viewer.id)]));
}

/**
 * A page of a thread's messages (type main; others' scheduled ones left out) in creation order, with
 * everything their views show, in one statement: the thread's visibility for the viewer (an InitPlan, once),
 * the page and the thread's count (a window over the rows before the limit), and each message's parts as
 * JSON (the viewer's unread mark, reactions, files, the threads that refer to it, the people it names).
 * The same views as {@link messageViews}, which reads the parts in five more statements. Null when the
 * page has no rows: the thread is not visible to the viewer, or the page is past its end.
 */
export async function threadMessagePage(
  db: Db,
  viewer: AuthUser,
  threadId: string,
  page: { limit: number; offset: number },
  imageKey: Uint8Array,
): Promise<ThreadMessagePage | null> {
  const rows = await db
    .with('page', () =>
      threadMessagesFor(db, viewer, threadId)
        .select([...MESSAGE_VIEW_COLUMNS, sql<number>`count(*) over ()`.as('total')])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('threads')
              .select(sql`1`.as('one'))
              .where('threads.id', '=', threadId)
              .where(threadVisibleTo(viewer)),
          ),
        )
        .orderBy('creation_date', 'asc')
        .orderBy('id', 'asc')
        .limit(page.limit)
        .offset(page.offset),
    )
    .selectFrom('page')
    .selectAll('page')
    .select((eb) => [
      sql<boolean | null>`(select mus.is_unread from message_user_states mus
        where mus.message_id = page.id and mus.user_id = ${viewer.id})`.as('is_unread'),
      // Dates as epoch milliseconds (truncated, as a driver reads a timestamp into a Date).
      sql<[code: string, user_id: string, update_ms: number][] | null>`(select json_agg(
          json_build_array(r.code, r.user_id, floor(extract(epoch from r.update_date) * 1000)) order by r.update_date)
        from message_reactions r where r.message_id = page.id)`.as('reaction_list'),
      sql<
        (AttachmentRow & { content_id: string | null })[] | null
      >`(select json_agg(${attachmentJson} order by a.id)
        from attachments a where a.message_id = page.id)`.as('attachment_list'),
      eb
        .selectFrom('threads')
        .select(
          sql<
            ReferenceRow[] | null
          >`json_agg(json_build_object('id', threads.id, 'origin_type', threads.origin_type,
            'origin_message_id', threads.origin_message_id, 'created_by', threads.created_by)
            order by threads.created_at, threads.id)`.as('list'),
        )
        .whereRef('threads.origin_message_id', '=', 'page.id')
        .where(refersToMessages(viewer))
        .as('reference_list'),
      // The page's people (senders and recipients), once for the page: an InitPlan over the page's rows.
      sql<UserContactRow[] | null>`(select ${userContactsJson}
        from users u where u.id in (
          select p.sender_user_id from page p
          union all
          select r.value ->> 'user_id' from page p cross join jsonb_array_elements(p.recipients) r
          where r.value ->> 'kind' = 'user'))`.as('user_list'),
    ])
    .orderBy('page.creation_date', 'asc')
    .orderBy('page.id', 'asc')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const users = new Map((first.user_list ?? []).map((u) => [u.id, userContact(u)]));
  const messages = assembleMessageViews(rows, viewer, imageKey, {
    users,
    unread: new Set(rows.filter((r) => r.is_unread === true).map((r) => r.id)),
    reactions: rows.flatMap((r) =>
      (r.reaction_list ?? []).map(([code, user_id, ms]) => ({
        message_id: r.id,
        code,
        user_id,
        update_date: new Date(ms),
      })),
    ),
    attachments: rows.flatMap((r) => r.attachment_list ?? []),
    references: referenceMap(
      rows.flatMap((r) => r.reference_list ?? []),
      viewer,
    ),
  });
  return { total: Number(first.total), messages };
}
