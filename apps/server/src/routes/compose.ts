import {
  brandedSignature,
  brandingSignatureEnabled,
  type Contact,
  type ExternalRecipient,
  FREE_HISTORY_LIMIT_DAYS,
  historyCutoff,
  type InternalRecipient,
  type Message,
  mergeThreadEvents,
  SCHEDULE_MIN_LEAD_MS,
  sendGuard,
  type ThreadEvent,
  ThreadEventTypeSchema,
  messages as texts,
} from '@switchboard/domain';
import { type Insertable, sql } from 'kysely';
import { channelVisibleTo, threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { CancelTokensTable, MessageRow, MessagesTable, RecipientRow } from '../db/schema.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { badRequest, conflict, notFound } from '../http/http-error.js';
import { whole } from '../http/pagination.js';
import { restoreProxiedImages } from '../images/proxy-mail-images.js';
import { newId } from '../lib/ids.js';
import { plainText } from '../lib/plain-text.js';
import { deliverMessage, follow, lockVisibleThread } from '../mail/deliver.js';
import { copyForwardedInlineImages, referencedMessageRows } from '../mail/forwarded-messages.js';
import { referencedContentIds, resolveContentIds } from '../mail/inline-images.js';
import { mentionedIds } from '../mail/mentioned-ids.js';
import { applyRulesToIncoming } from '../rules/apply-rules.js';
import type { Services } from '../services.js';
import { ATTACHMENT_COLUMNS, type AttachmentRow, attachmentView } from '../views/attachments.js';
import { userContact } from '../views/contacts.js';
import { messageView, messageViews } from '../views/message-view.js';
import { requireVisibleThread, threadView } from './load.js';
import { addChannels, recordEvent } from './thread-actions.js';
import type { HandlersPart } from './types.js';

interface Outgoing {
  internal: InternalRecipient[];
  external: ExternalRecipient[];
  scheduled_date?: string | null | undefined;
  staged_attachment_ids: string[];
  /** The body: a staged image it shows as `cid:{staged id}` is an inline image, not a file. */
  message_body?: string;
  committed_attachments: { download_file_name: string; mime_type: string; server_filename: string }[];
}

/** The sender's address and name, and the branded signature their mail carries (the domain's rule). */
interface Sender {
  email: string;
  display_name: string;
  signature: string | null;
}

/** The users {@link prepare} reads: the sender, and the workspace's members named as recipients. */
function senderAndRecipients(tx: Db, user: AuthUser, out: Outgoing) {
  const ids = [...new Set(out.internal.map((r) => r.user_id))];
  const emails = [...new Set(out.external.map((r) => r.email.toLowerCase()))];
  const org = user.organization_id ?? NO_WORKSPACE;
  return tx
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'picture_url', 'settings', 'organization_id'])
    .where((eb) =>
      eb.or([
        eb('id', '=', user.id),
        eb.and([
          eb('organization_id', '=', org),
          eb.or([
            ...(ids.length > 0 ? [eb('id', 'in', ids)] : []),
            ...(emails.length > 0 ? [eb(sql<string>`lower(email)`, 'in', emails)] : []),
            eb.val(false),
          ]),
        ]),
      ]),
    );
}
type PreparedUser = Awaited<ReturnType<ReturnType<typeof senderAndRecipients>['execute']>>[number];

/**
 * Checks recipients (workspace members only) and the schedule (at least 60 s ahead); stored recipient rows,
 * the workspace members among them (delivery need not read them again) and the sender's row, all read in
 * one statement ({@link senderAndRecipients}: here, or by the caller's earlier statement as `read`).
 */
async function prepare(
  tx: Db,
  user: AuthUser,
  out: Outgoing,
  now: Date,
  /** The users of {@link senderAndRecipients}, when an earlier statement read them. */
  read?: PreparedUser[],
): Promise<{
  recipients: RecipientRow[];
  scheduled: Date | null;
  members: string[];
  sender: Sender;
  /** Contacts of the sender and of every teammate among the recipients (the reply's answer shows them). */
  contacts: Map<string, Contact>;
}> {
  const ids = [...new Set(out.internal.map((r) => r.user_id))];
  // A teammate's address given as an outside one (typed before the member list loaded, pasted) is the
  // teammate: delivered inside the workspace, never sent out to be lost.
  const emails = [...new Set(out.external.map((r) => r.email.toLowerCase()))];
  const org = user.organization_id ?? NO_WORKSPACE;
  const rows = read ?? (await senderAndRecipients(tx, user, out).execute());
  const inWorkspace = rows.filter((r) => r.organization_id === org);
  const memberIds = new Set(inWorkspace.map((r) => r.id));
  if (ids.some((id) => !memberIds.has(id)))
    throw badRequest('internal_recipients: Every recipient must be a member of your workspace');
  let scheduled: Date | null = null;
  if (out.scheduled_date) {
    scheduled = new Date(out.scheduled_date);
    if (scheduled.getTime() - now.getTime() < SCHEDULE_MIN_LEAD_MS) {
      throw badRequest('scheduled_date: The scheduled time must be at least 60 seconds from now');
    }
  }
  const teammates = new Map(
    inWorkspace
      .filter((u) => emails.includes(u.email.toLowerCase()))
      .map((u) => [u.email.toLowerCase(), u.id]),
  );
  const internalIds = new Set(ids);
  const recipients: RecipientRow[] = [
    ...out.internal.map((r): RecipientRow => ({ kind: 'user', user_id: r.user_id, type: r.type })),
  ];
  for (const r of out.external) {
    const teammate = teammates.get(r.email.toLowerCase());
    if (teammate === undefined) {
      recipients.push({ kind: 'external', email: r.email, name: r.name ?? null, type: r.type });
    } else if (!internalIds.has(teammate)) {
      internalIds.add(teammate);
      recipients.push({ kind: 'user', user_id: teammate, type: r.type });
    }
  }
  const self = rows.find((r) => r.id === user.id);
  if (!self) throw notFound('User');
  const sender: Sender = {
    email: self.email,
    display_name: self.display_name,
    signature: brandedSignature({
      isFreePlan: user.free_plan,
      brandingSignatureEnabled: brandingSignatureEnabled(self.settings),
    }),
  };
  const contacts = new Map(rows.map((r) => [r.id, userContact(r)]));
  return { recipients, scheduled, members: [...internalIds], sender, contacts };
}

/**
 * Moves staged uploads into the message and copies re-sent attachments the user can see; answers the
 * attachment rows written.
 */
async function attach(
  tx: Db,
  user: AuthUser,
  messageId: string,
  out: Outgoing,
  now: Date,
): Promise<(AttachmentRow & { content_id: string | null })[]> {
  const written: (AttachmentRow & { content_id: string | null })[] = [];
  const staged = [...new Set(out.staged_attachment_ids)];
  if (staged.length > 0) {
    const rows = await tx
      .selectFrom('staged_attachments')
      .selectAll()
      .where('id', 'in', staged)
      .where('user_id', '=', user.id)
      .where('expiry_date', '>', now)
      .execute();
    if (rows.length !== staged.length)
      throw badRequest('staged_attachment_ids: An attachment was not found or has expired');
    if (rows.some((r) => !r.content_key))
      throw badRequest('staged_attachment_ids: An attachment has not been uploaded yet');
    const inline = referencedContentIds(out.message_body ?? '');
    const inserted = await tx
      .insertInto('attachments')
      .values(
        rows.map((r) => ({
          id: newId('att'),
          message_id: messageId,
          name: r.name,
          size: r.size,
          mime_type: r.mime_type,
          server_filename: `${r.id}-${r.name}`,
          content_key: r.content_key,
          content_id: inline.has(r.id) && r.mime_type.startsWith('image/') ? r.id : null,
        })),
      )
      .returning([...ATTACHMENT_COLUMNS, 'content_id'])
      .execute();
    written.push(...inserted);
    await tx.deleteFrom('staged_attachments').where('id', 'in', staged).execute();
  }
  for (const c of out.committed_attachments) {
    const source = await tx
      .selectFrom('attachments')
      .innerJoin('messages', 'messages.id', 'attachments.message_id')
      .innerJoin('threads', 'threads.id', 'messages.thread_id')
      .select(['attachments.size', 'attachments.content_key'])
      .where('attachments.server_filename', '=', c.server_filename)
      .where(threadVisibleTo(user))
      .executeTakeFirst();
    if (!source) throw badRequest('committed_attachments: An attachment was not found');
    const copy = await tx
      .insertInto('attachments')
      .values({
        id: newId('att'),
        message_id: messageId,
        name: c.download_file_name,
        size: source.size,
        mime_type: c.mime_type,
        server_filename: c.server_filename,
        content_key: source.content_key,
      })
      .returning([...ATTACHMENT_COLUMNS, 'content_id'])
      .executeTakeFirstOrThrow();
    written.push(copy);
  }
  return written;
}

/** The sender's address and name, and the branded signature their mail carries (the domain's rule). */
async function senderRow(tx: Db, user: AuthUser) {
  const row = await tx
    .selectFrom('users')
    .select(['email', 'display_name', 'settings'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const signature = brandedSignature({
    isFreePlan: user.free_plan,
    brandingSignatureEnabled: brandingSignatureEnabled(row.settings),
  });
  return { email: row.email, display_name: row.display_name, signature };
}

async function loadMessageView(services: Services, user: AuthUser, messageId: string): Promise<Message> {
  const row = await services.db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const [view] = await messageViews(services.db, user, [row], services.config.imageProxyKey);
  if (!view) throw notFound('Message');
  return view;
}

/**
 * Client-chosen ids are unique per workspace: an id already taken in the caller's workspace answers
 * conflict; one taken in another workspace is replaced by a fresh id (the answer carries it), so a
 * collision tells an outsider nothing.
 */
async function claimNewIds(
  tx: Db,
  user: AuthUser,
  threadId: string | null,
  messageId: string,
): Promise<{ threadId: string | null; messageId: string }> {
  const org = user.organization_id ?? NO_WORKSPACE;
  let thread = threadId;
  if (thread) {
    const taken = await tx
      .selectFrom('threads')
      .select('organization_id')
      .where('id', '=', thread)
      .executeTakeFirst();
    if (taken?.organization_id === org) throw conflict('thread_id: A thread with this id already exists');
    if (taken) thread = newId('thr');
  }
  let message = messageId;
  const taken = await tx
    .selectFrom('messages')
    .select('organization_id')
    .where('id', '=', message)
    .executeTakeFirst();
  if (taken?.organization_id === org) throw conflict('id: A message with this id already exists');
  if (taken) message = newId('msg');
  return { threadId: thread, messageId: message };
}

/** A cancel token's row for the message of the given id (`CancelRegistry.prepare`). */
type UndoTokenFor = (messageId: string) => { token: string; row: Insertable<CancelTokensTable> };

/**
 * Inserts a new message under its client-chosen id in one statement when the id is free (the usual case);
 * when it is taken, claimNewIds' rule decides (conflict in the caller's workspace, else a fresh id).
 * Answers the row as stored (its id the one it was stored under) and the cancel token that deletes it,
 * stored with it (`undoToken` makes its row for that id).
 */
async function insertClaimingId(
  tx: Db,
  user: AuthUser,
  values: Insertable<MessagesTable>,
  undoToken: UndoTokenFor,
): Promise<{ row: MessageRow; token: string }> {
  // The message and the cancel token that deletes it again, in one statement: the token only when the
  // message was inserted under the client's id (a data-modifying `with` part reading the insert's row).
  const first = undoToken(values.id);
  const inserted = await tx
    .with('m', (db) =>
      db
        .insertInto('messages')
        .values(values)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll(),
    )
    .with('token', (db) =>
      db
        .insertInto('cancel_tokens')
        .columns(['token', 'user_id', 'created_at', 'expires_at', 'undo'])
        .expression((eb) =>
          eb
            .selectFrom('m')
            .select([
              sql<string>`${first.row.token}::text`.as('token'),
              sql<string>`${first.row.user_id}::text`.as('user_id'),
              sql<Date>`${first.row.created_at}::timestamptz`.as('created_at'),
              sql<Date>`${first.row.expires_at}::timestamptz`.as('expires_at'),
              sql<unknown>`${first.row.undo}::jsonb`.as('undo'),
            ]),
        ),
    )
    .selectFrom('m')
    .selectAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, token: first.token };
  const { messageId } = await claimNewIds(tx, user, null, values.id);
  const row = await tx
    .insertInto('messages')
    .values({ ...values, id: messageId })
    .returningAll()
    .executeTakeFirstOrThrow();
  const again = undoToken(messageId);
  await tx.insertInto('cancel_tokens').values(again.row).execute();
  return { row, token: again.token };
}

function eventView(row: {
  id: string;
  thread_id: string;
  event_type: string;
  date: Date;
  initiator_id: string | null;
  targeted_user_id: string | null;
  previous_assignee_id: string | null;
  related_channel_id: string | null;
  prev_value: string | null;
  new_value: string | null;
  external_users: { email: string; name: string | null }[];
}): ThreadEvent | null {
  const type = ThreadEventTypeSchema.safeParse(row.event_type);
  if (!type.success) return null;
  const family = type.data.startsWith('title')
    ? 'title'
    : type.data.startsWith('thread_status')
      ? 'status'
      : type.data.startsWith('due_date')
        ? 'due'
        : type.data.startsWith('description')
          ? 'description'
          : null;
  const value = (f: string, v: string | null) => (family === f ? v : null);
  return {
    id: row.id,
    event_type: type.data,
    date: row.date.toISOString(),
    thread_id: row.thread_id,
    initiator_id: row.initiator_id,
    target_user_id: row.targeted_user_id,
    previous_assignee_id: row.previous_assignee_id,
    channel_id: row.related_channel_id,
    previous_due_date: value('due', row.prev_value),
    new_due_date: value('due', row.new_value),
    previous_status: value('status', row.prev_value) as ThreadEvent['previous_status'],
    new_status: value('status', row.new_value) as ThreadEvent['new_status'],
    previous_title: value('title', row.prev_value),
    new_title: value('title', row.new_value),
    previous_description: value('description', row.prev_value),
    new_description: value('description', row.new_value),
    external_users: row.external_users.map((u) => ({ email: u.email, ...(u.name ? { name: u.name } : {}) })),
  };
}

export const composeHandlers: HandlersPart<
  | 'createThread'
  | 'postThreadMessage'
  | 'listPrivateMessages'
  | 'postPrivateMessage'
  | 'listReferencedMessages'
  | 'listThreadEvents'
> = {
  async createThread({ services, user, body, setUndo }) {
    if (!user.organization_id) throw notFound('Organization');
    // The app shows remote images as proxy addresses: what the user sends back leaves with the real ones.
    body = { ...body, message_body: restoreProxiedImages(body.message_body, services.config.imageProxyKey) };
    const now = services.now();
    const title =
      body.thread_title === null || body.thread_title.trim() === '' ? null : body.thread_title.trim();
    const guard = sendGuard({
      recipientCount:
        body.internal_recipients.length + body.external_recipients.length + body.channel_ids.length,
      subject: title,
      body: body.message_body,
    });
    if (guard) throw badRequest(`message_body: ${guard}`);
    await services.db.transaction().execute(async (tx) => {
      const ids = await claimNewIds(tx, user, body.thread_id, body.message_id);
      body = { ...body, thread_id: ids.threadId ?? body.thread_id, message_id: ids.messageId };
      const { recipients, scheduled, members, sender } = await prepare(
        tx,
        user,
        { ...body, internal: body.internal_recipients, external: body.external_recipients },
        now,
      );
      let origin: { type: 'reply' | 'forward'; thread_id: string; message_id: string } | null = null;
      if (body.origin) {
        const ref = await tx
          .selectFrom('messages')
          .innerJoin('threads', 'threads.id', 'messages.thread_id')
          .select(['messages.id', 'messages.thread_id'])
          .where('messages.id', '=', body.origin.referenced_message_id)
          .where(threadVisibleTo(user))
          .executeTakeFirst();
        if (!ref) throw badRequest('origin.referenced_message_id: The referenced message was not found');
        origin = { type: body.origin.type, thread_id: ref.thread_id, message_id: ref.id };
      }
      await tx
        .insertInto('threads')
        .values({
          id: body.thread_id,
          organization_id: user.organization_id as string,
          title,
          origin_type: origin?.type ?? null,
          origin_thread_id: origin?.thread_id ?? null,
          origin_message_id: origin?.message_id ?? null,
          created_by: user.id,
          created_at: now,
          last_activity_at: now,
        })
        .execute();
      await tx
        .insertInto('messages')
        .values({
          id: body.message_id,
          thread_id: body.thread_id,
          organization_id: user.organization_id as string,
          sender_user_id: user.id,
          sender_email: sender.email,
          sender_name: sender.display_name,
          recipients: JSON.stringify(recipients),
          subject: title,
          body: body.message_body,
          body_text: plainText(body.message_body),
          signature: sender.signature,
          state: scheduled ? 'scheduled' : 'committed',
          scheduled_date: scheduled,
          message_references: JSON.stringify(
            origin ? [{ thread_id: origin.thread_id, type: origin.type }] : [],
          ),
          creation_date: now,
        })
        .execute();
      await attach(
        tx,
        user,
        body.message_id,
        { ...body, internal: body.internal_recipients, external: body.external_recipients },
        now,
      );
      if (origin?.type === 'forward')
        await copyForwardedInlineImages(
          tx,
          { origin_thread_id: origin.thread_id, origin_message_id: origin.message_id },
          body.message_id,
        );
      await follow(tx, body.thread_id, user.id, now);
      await addChannels(tx, user, [body.thread_id], body.channel_ids, now);
      if (!scheduled) {
        const delivered = await deliverMessage(
          tx,
          {
            id: body.message_id,
            thread_id: body.thread_id,
            sender_user_id: user.id,
            sender_email: sender.email,
            rfc822_message_id: null,
            recipients,
          },
          now,
          { members },
        );
        await applyRulesToIncoming(tx, body.thread_id, now, { searchFresh: true, ...delivered });
      } else {
        await tx
          .insertInto('message_user_states')
          .values({ message_id: body.message_id, user_id: user.id, is_unread: false })
          .execute();
        await refreshThreadSearch(tx, [body.thread_id]);
      }
    });
    setUndo({ kind: 'delete_thread', thread_id: body.thread_id });
    return threadView(services, user, body.thread_id);
  },

  async postThreadMessage({ services, user, params, body, undoIssued }) {
    const now = services.now();
    body = { ...body, message_body: restoreProxiedImages(body.message_body, services.config.imageProxyKey) };
    // The answer is built from what the transaction wrote: nothing is read again after it.
    const written = await services.db.transaction().execute(async (tx) => {
      // A message delivered now: one statement checks the thread and locks it (delivery skips its own first
      // statement); a scheduled one only reads it (follow() locks it).
      const out = { ...body, internal: body.internal_recipients, external: body.external_recipients };
      const thread = body.scheduled_date
        ? await requireVisibleThread(tx, user, params.thread_id)
        : await lockVisibleThread(tx, user, params.thread_id, senderAndRecipients(tx, user, out));
      if (!thread) throw notFound('Thread');
      if (thread.trashed_at) throw badRequest(`thread_id: ${texts.thread.trashedReply}`);
      const guard = sendGuard({
        recipientCount: body.internal_recipients.length + body.external_recipients.length,
        subject: thread.title,
        body: body.message_body,
      });
      if (guard) throw badRequest(`message_body: ${guard}`);
      const { recipients, scheduled, members, sender, contacts } = await prepare(
        tx,
        user,
        out,
        now,
        'also' in thread ? thread.also : undefined,
      );
      const { row, token } = await insertClaimingId(
        tx,
        user,
        {
          id: body.id,
          thread_id: thread.id,
          organization_id: thread.organization_id,
          sender_user_id: user.id,
          sender_email: sender.email,
          sender_name: sender.display_name,
          recipients: JSON.stringify(recipients),
          subject: thread.title ? (/^re:/i.test(thread.title) ? thread.title : `Re: ${thread.title}`) : null,
          body: body.message_body,
          body_text: plainText(body.message_body),
          signature: sender.signature,
          state: scheduled ? 'scheduled' : 'committed',
          scheduled_date: scheduled,
          creation_date: now,
        },
        (message_id) => services.cancels.prepare(user.id, { kind: 'delete_message', message_id }),
      );
      body = { ...body, id: row.id };
      const attachments = await attach(
        tx,
        user,
        body.id,
        { ...body, internal: body.internal_recipients, external: body.external_recipients },
        now,
      );
      if (scheduled) {
        await follow(tx, thread.id, user.id, now);
        await tx
          .insertInto('message_user_states')
          .values({ message_id: body.id, user_id: user.id, is_unread: false })
          .execute();
      } else {
        // Delivery makes the sender a follower with everyone else, in its one statement per table.
        const delivered = await deliverMessage(
          tx,
          {
            id: body.id,
            thread_id: thread.id,
            sender_user_id: user.id,
            sender_email: sender.email,
            rfc822_message_id: null,
            recipients,
          },
          now,
          { members, lockedThread: thread },
        );
        await applyRulesToIncoming(tx, thread.id, now, { searchFresh: true, ...delivered });
      }
      return { row, attachments, contacts, token };
    });
    undoIssued(written.token);
    // The sender has it read (delivery, or the scheduled message's own state); a message this new has no
    // reactions yet and no thread forwards or branches off from it.
    return messageView(written.row, user, services.config.imageProxyKey, {
      users: written.contacts,
      attachments: written.attachments,
      is_unread: false,
      reactions: [],
      references: [],
    });
  },

  async listPrivateMessages({ services, user, params, query }) {
    if (query.organization_id !== user.organization_id) throw notFound('Organization');
    await requireVisibleThread(services.db, user, params.thread_id);
    let q = services.db
      .selectFrom('messages')
      .selectAll()
      .where('thread_id', '=', params.thread_id)
      .where('type', '=', 'private');
    const cutoff = historyCutoff('private_comments', { now: services.now(), isPaying: !user.free_plan });
    if (cutoff) q = q.where('creation_date', '>=', cutoff);
    const rows = await q.orderBy('creation_date').orderBy('id').execute();
    const page = whole(await messageViews(services.db, user, rows, services.config.imageProxyKey));
    if (cutoff) {
      // How many the window hides: the panel shows the upgrade banner for them.
      const hidden = await services.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('thread_id', '=', params.thread_id)
        .where('type', '=', 'private')
        .where('creation_date', '<', cutoff)
        .executeTakeFirstOrThrow();
      const count = Number(hidden.n);
      if (count > 0) {
        page.meta.history_limit = { days: FREE_HISTORY_LIMIT_DAYS.private_comments, hidden_count: count };
      }
    }
    return page;
  },

  async postPrivateMessage({ services, user, params, query, body }) {
    if (query.organization_id !== user.organization_id) throw notFound('Organization');
    const now = services.now();
    await services.db.transaction().execute(async (tx) => {
      const thread = await requireVisibleThread(tx, user, params.thread_id);
      const delivered = await tx
        .selectFrom('messages')
        .select('id')
        .where('thread_id', '=', thread.id)
        .where('state', '!=', 'scheduled')
        .executeTakeFirst();
      if (!delivered) throw badRequest(`thread_id: ${texts.message.cannotSendText}`);
      body = { ...body, id: (await claimNewIds(tx, user, null, body.id)).messageId };
      const sender = await senderRow(tx, user);
      await tx
        .insertInto('messages')
        .values({
          id: body.id,
          thread_id: thread.id,
          organization_id: thread.organization_id,
          type: 'private',
          sender_user_id: user.id,
          sender_email: sender.email,
          sender_name: sender.display_name,
          body: body.message_body,
          body_text: plainText(body.message_body),
          signature: null,
          subject: null,
          creation_date: now,
        })
        .execute();
      await follow(tx, thread.id, user.id, now, true);
      // The teammates it mentions join the thread (as 'added' by the sender) and find the message unread;
      // a mention of anyone outside the workspace (or of a channel) adds nobody.
      const mentioned = mentionedIds(body.message_body).filter((id) => id !== user.id);
      if (mentioned.length > 0) {
        const members = await tx
          .selectFrom('users')
          .leftJoin('thread_followers', (join) =>
            join
              .onRef('thread_followers.user_id', '=', 'users.id')
              .on('thread_followers.thread_id', '=', thread.id),
          )
          .select(['users.id', 'thread_followers.user_id as follower'])
          .where('users.id', 'in', mentioned)
          .where('users.organization_id', '=', thread.organization_id)
          .execute();
        for (const member of members) {
          if (member.follower) continue;
          await follow(tx, thread.id, member.id, now, true);
          await recordEvent(tx, thread.id, 'recipient_added', now, user.id, { targeted_user_id: member.id });
        }
      }
      const followers = await tx
        .selectFrom('thread_followers')
        .select('user_id')
        .where('thread_id', '=', thread.id)
        .execute();
      await tx
        .insertInto('message_user_states')
        .values(
          followers.map((f) => ({
            message_id: body.id,
            user_id: f.user_id,
            is_unread: f.user_id !== user.id,
          })),
        )
        .execute();
    });
    return loadMessageView(services, user, body.id);
  },

  async listReferencedMessages({ services, user, params }) {
    const thread = await requireVisibleThread(services.db, user, params.thread_id);
    if (!thread.origin_thread_id) return whole([]);
    const origin = await services.db
      .selectFrom('threads')
      .select('threads.id')
      .where('threads.id', '=', thread.origin_thread_id)
      .where(threadVisibleTo(user))
      .executeTakeFirst();
    // A forward shares exactly the messages it forwards with everyone who can see the forward (a teammate
    // it was sent to usually cannot see the origin thread); a reply's origin stays its own viewers'.
    if (!origin && thread.origin_type !== 'forward') return whole([]);
    let rows = await referencedMessageRows(services.db, thread);
    if (!origin) {
      // Their inline images show from the forward's own copies (copyForwardedInlineImages), which this
      // viewer can open; the origin's would not be found for them.
      const copies = await services.db
        .selectFrom('attachments')
        .innerJoin('messages', 'messages.id', 'attachments.message_id')
        .select([...ATTACHMENT_COLUMNS.map((c) => `attachments.${c}` as const), 'attachments.content_id'])
        .where('messages.thread_id', '=', thread.id)
        .where('attachments.content_id', 'is not', null)
        .orderBy('attachments.id')
        .execute();
      const urls = new Map<string, string>();
      for (const copy of copies)
        if (copy.content_id && !urls.has(copy.content_id))
          urls.set(copy.content_id, attachmentView(copy, user.id).download_url);
      rows = rows.map((row) => ({ ...row, body: resolveContentIds(row.body, urls) }));
    }
    const views = await messageViews(services.db, user, rows, services.config.imageProxyKey);
    if (origin) return whole(views);
    // Seen only through the forward: no Bcc (as in any forwarded header), no reactions, and no attachment
    // links (the forward carries copies of the attachments, which its recipients can open).
    return whole(
      views.map((m) => ({
        ...m,
        recipients: { ...m.recipients, bcc: [] },
        reactions: [],
        attachments: [],
        is_unread: false,
      })),
    );
  },

  async listThreadEvents({ services, user, params }) {
    await requireVisibleThread(services.db, user, params.thread_id);
    const rows = await services.db
      .selectFrom('thread_events')
      .selectAll()
      .where('thread_id', '=', params.thread_id)
      .orderBy('date')
      .orderBy('id')
      .execute();
    // Events are filtered by the same rule as the entities they name: an event about a channel the
    // caller cannot see (a private channel they are not in) is left out.
    const channelIds = [
      ...new Set(rows.flatMap((r) => (r.related_channel_id ? [r.related_channel_id] : []))),
    ];
    const visibleChannels = new Set(
      channelIds.length === 0
        ? []
        : (
            await services.db
              .selectFrom('channels')
              .select('channels.id')
              .where('channels.id', 'in', channelIds)
              .where(channelVisibleTo(user))
              .execute()
          ).map((c) => c.id),
    );
    const events = rows.flatMap((r) => {
      if (r.related_channel_id && !visibleChannels.has(r.related_channel_id)) return [];
      const e = eventView(r);
      return e ? [e] : [];
    });
    return whole(mergeThreadEvents(events));
  },
};
