import {
  type Contact,
  historyCutoff,
  type Label,
  type Thread,
  type ThreadListRow,
  truncateGraphemes,
} from '@switchboard/domain';
import { sql } from 'kysely';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { CategoryValue, RecipientRow } from '../db/schema.js';
import { type AttachmentRow, attachmentJson, attachmentView } from './attachments.js';
import { externalContact, type UserContactRow, userContact, userContactsJson } from './contacts.js';
import { recipientLists, senderContact } from './message-view.js';

const SNIPPET_LENGTH = 140;

/**
 * How much of each message's body a list row reads: its snippet is the first 140 characters of the last
 * message with whitespace collapsed, so the start of the body is enough (the open thread reads it whole).
 */
const LIST_BODY_PREFIX = 2000;

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return truncateGraphemes(flat, SNIPPET_LENGTH, SNIPPET_LENGTH - 1);
}

/** A message as threadViews reads it: one JSON array per message (see the statement). */
type PackedMessage = [
  id: string,
  type: string,
  sender_user_id: string | null,
  sender_email: string,
  sender_name: string | null,
  recipients: RecipientRow[],
  body_text: string,
  state: string,
  scheduled_ms: number | null,
  creation_ms: number,
  is_unread: boolean | null,
  attachment_list: AttachmentRow[] | null,
];

function unpackMessage(threadId: string, m: PackedMessage) {
  return {
    id: m[0],
    thread_id: threadId,
    type: m[1],
    sender_user_id: m[2],
    sender_email: m[3],
    sender_name: m[4],
    recipients: m[5],
    body_text: m[6],
    state: m[7],
    scheduled_date: m[8] === null ? null : new Date(m[8]),
    creation_date: new Date(m[9]),
    is_unread: m[10],
    attachment_list: m[11],
  };
}

/**
 * Builds the API view of threads for one viewer, in the order of `ids` (ids that do not exist are left
 * out, and with `visibleOnly` those the viewer may not see; other callers check visibility first). One
 * statement whatever the page size.
 */
export async function threadViews(
  db: Db,
  viewer: AuthUser,
  ids: readonly string[],
  now: Date,
  mode: 'full' | 'list' = 'full',
  { visibleOnly = false }: { visibleOnly?: boolean } = {},
): Promise<Thread[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const forList = mode === 'list';
  const privateSince = historyCutoff('private_comments', { now, isPaying: !viewer.free_plan });
  // One statement whatever the page size (PGlite runs one statement at a time, and each costs its round
  // trip on PostgreSQL), each thread's messages, labels, channels, followers and people in columns of its
  // row, and each row's own states looked up by primary key (lateral joins, correlated subqueries),
  // never a scan of all the viewer's states: a page costs the same at 10,000 messages or 1,000,000.
  const rows = await db
    .selectFrom('threads')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('thread_user_states')
          .select([
            'is_starred',
            'is_spam',
            'category',
            'snooze_start_date',
            'snooze_end_date',
            'last_snooze_end_date',
          ])
          .whereRef('thread_user_states.thread_id', '=', 'threads.id')
          .where('thread_user_states.user_id', '=', viewer.id)
          // One row at most (the primary key); the limit also keeps the planner from turning the
          // look-up into a join over all the viewer's rows.
          .limit(1)
          .as('s'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('inbox_items')
          .select(['inbox_items.id', 'inbox_items.is_unread'])
          .whereRef('inbox_items.thread_id', '=', 'threads.id')
          .where('inbox_items.user_id', '=', viewer.id)
          .limit(1)
          .as('i'),
      (join) => join.onTrue(),
    )
    // The view's columns only: `threads.*` would carry each thread's search document (`search`,
    // `search_text`: all its mail's words) through the driver for nothing, most of a page's cost.
    .select([
      'threads.id',
      'threads.title',
      'threads.description',
      'threads.status',
      'threads.assignee_id',
      'threads.due_date',
      'threads.trashed_at',
      'threads.origin_type',
      'threads.origin_thread_id',
      'threads.last_activity_at',
      's.is_starred',
      's.is_spam',
      's.category',
      's.snooze_start_date',
      's.snooze_end_date',
      's.last_snooze_end_date',
      'i.id as inbox_id',
      'i.is_unread as inbox_unread',
      sql<
        { id: string; name: string; color: string }[]
      >`(select coalesce(json_agg(json_build_object('id', l.id, 'name', l.name, 'color', l.color) order by l.name, l.id), '[]'::json)
          from thread_labels tl join labels l on l.id = tl.label_id where tl.thread_id = threads.id and l.user_id = ${viewer.id})`.as(
        'label_list',
      ),
      sql<string[]>`(select coalesce(json_agg(c.id order by tc.added_at, c.id), '[]'::json)
          from thread_channels tc join channels c on c.id = tc.channel_id
          where tc.thread_id = threads.id
            and (c.is_public or exists (select 1 from channel_members cm where cm.channel_id = c.id and cm.user_id = ${viewer.id})))`.as(
        'channel_list',
      ),
      // A list row shows no followers.
      forList
        ? sql<{ user_id: string; is_explicit: boolean; is_removable: boolean }[]>`'[]'::json`.as(
            'follower_list',
          )
        : sql<
            { user_id: string; is_explicit: boolean; is_removable: boolean }[]
          >`(select coalesce(json_agg(json_build_object('user_id', f.user_id, 'is_explicit', f.is_explicit, 'is_removable', f.is_removable) order by f.added_at, f.user_id), '[]'::json)
          from thread_followers f where f.thread_id = threads.id)`.as('follower_list'),
      // The thread's messages as one JSON array, not a row per message: a driver reads each field of each
      // row on its own (PGlite copies and decodes every field), and a page of 25 threads carries ~150
      // messages of 12 fields; one JSON document per thread is parsed natively, in one go (~1 ms less per
      // inbox page on PGlite). Dates travel as epoch milliseconds (truncated, as a driver reads a
      // timestamp into a Date).
      sql<PackedMessage[] | null>`(select json_agg(json_build_array(
          m.id, m.type, m.sender_user_id, m.sender_email, m.sender_name,
          ${
            // A list row shows no recipients, and its snippet (140 characters) comes from the body's start.
            forList ? sql`'[]'::json` : sql`m.recipients`
          },
          ${forList ? sql`left(m.body_text, ${LIST_BODY_PREFIX})` : sql`m.body_text`},
          m.state,
          floor(extract(epoch from m.scheduled_date) * 1000),
          floor(extract(epoch from m.creation_date) * 1000),
          (select mus.is_unread from message_user_states mus where mus.message_id = m.id and mus.user_id = ${viewer.id}),
          ${
            // The thread's files, message by message (inline images show in their body instead).
            sql`case when m.type = 'main' then (select json_agg(${attachmentJson})
              from attachments a where a.message_id = m.id and a.content_id is null) end`
          }
        ) order by m.creation_date, m.id)
        from messages m where m.thread_id = threads.id and (m.state <> 'scheduled' or m.sender_user_id = ${viewer.id}))`.as(
        'message_list',
      ),
      // The people the view shows (the assignee and the senders; the open thread's followers and
      // recipients too) with the row: no statement of their own after this one.
      sql<UserContactRow[] | null>`(select ${userContactsJson}
          from users u where u.id in (
            select threads.assignee_id
            union all
            select m.sender_user_id from messages m where m.thread_id = threads.id
            ${
              forList
                ? sql``
                : sql`union all
            select f.user_id from thread_followers f where f.thread_id = threads.id
            union all
            select r.value ->> 'user_id' from messages m cross join jsonb_array_elements(m.recipients) r
            where m.thread_id = threads.id and r.value ->> 'kind' = 'user'`
            }))`.as('user_list'),
    ])
    .where('threads.id', 'in', list)
    .$if(visibleOnly, (q) => q.where(threadVisibleTo(viewer)))
    .execute();
  const messages = rows.flatMap((t) => (t.message_list ?? []).map((packed) => unpackMessage(t.id, packed)));
  const attachments = messages
    .flatMap((m) => (m.attachment_list ?? []).map((a) => ({ ...a, thread_id: m.thread_id })))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const threads = rows;
  const followers = rows.flatMap((t) => t.follower_list.map((f) => ({ ...f, thread_id: t.id })));
  const unread = messages.filter((m) => m.is_unread === true).map((m) => ({ message_id: m.id }));
  const users = new Map(rows.flatMap((t) => t.user_list ?? []).map((u) => [u.id, userContact(u)]));
  const unreadSet = new Set(unread.map((u) => u.message_id));
  const privateCutoff = privateSince?.getTime() ?? Number.NEGATIVE_INFINITY;

  const byThread = <T extends { thread_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.thread_id, [...(map.get(row.thread_id) ?? []), row]);
    return map;
  };
  const followersBy = byThread(followers);
  const messagesBy = byThread(messages);
  const attachmentsBy = byThread(attachments);
  const threadsById = new Map(threads.map((t) => [t.id, t]));

  const out: Thread[] = [];
  for (const id of list) {
    const t = threadsById.get(id);
    if (!t) continue;
    const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    const all = messagesBy.get(id) ?? [];
    const main = all.filter((m) => m.type === 'main');
    const delivered = main.filter((m) => m.state !== 'scheduled');
    const privates = all.filter((m) => m.type === 'private' && m.creation_date.getTime() >= privateCutoff);
    const dedupe = (contacts: Contact[]) => {
      const seen = new Set<string>();
      return contacts.filter((c) => {
        if (seen.has(c.id)) return false;
        seen.add(c.id);
        return true;
      });
    };
    const senders = dedupe(delivered.map((m) => senderContact(m, users)));
    const privateSenders = dedupe(privates.map((m) => senderContact(m, users)));
    const recipients = dedupe(
      delivered.flatMap((m) => {
        const l = recipientLists(m.recipients, users);
        return [...l.to, ...l.cc, ...l.bcc];
      }),
    );
    const lastVisible = [...delivered, ...privates].sort(
      (a, b) => a.creation_date.getTime() - b.creation_date.getTime() || a.id.localeCompare(b.id),
    );
    const last = lastVisible.at(-1) ?? main.at(-1);
    const lastMain = delivered.at(-1);
    let next = { to: [] as Contact[], cc: [] as Contact[], bcc: [] as Contact[] };
    if (lastMain) {
      const l = recipientLists(lastMain.recipients, users);
      const notMe = (c: Contact) => c.id !== viewer.id;
      const sender = senderContact(lastMain, users);
      next = {
        to: dedupe([...(sender.id === viewer.id ? [] : [sender]), ...l.to]).filter(notMe),
        cc: l.cc.filter(notMe),
        bcc: [],
      };
    }
    const threadLabels: Label[] = t.label_list;
    out.push({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status as Thread['status'],
      assignee: t.assignee_id ? (users.get(t.assignee_id) ?? null) : null,
      dueDate: t.due_date,
      category: (t.category ?? 'primary') as CategoryValue,
      channel_ids: t.channel_list,
      labels: threadLabels,
      label_ids: threadLabels.map((l) => l.id),
      senders,
      private_senders: privateSenders,
      recipients,
      followers: (followersBy.get(id) ?? []).flatMap((f) => {
        const contact = users.get(f.user_id);
        return contact ? [{ contact, is_removable: f.is_removable, is_explicit: f.is_explicit }] : [];
      }),
      next_message_recipients: next,
      last_activity: last
        ? {
            date: last.creation_date.toISOString(),
            message_id: last.id,
            snippet: snippetOf(last.body_text),
            author: senderContact(last, users),
            is_private: last.type === 'private',
          }
        : {
            date: t.last_activity_at.toISOString(),
            message_id: '',
            snippet: '',
            author: externalContact('unknown@invalid', null),
            is_private: false,
          },
      inbox_event_id: t.inbox_id ?? null,
      inbox_event_is_unread: t.inbox_unread ?? false,
      number_of_messages: delivered.length,
      number_of_unread_messages: delivered.filter((m) => unreadSet.has(m.id)).length,
      number_of_unread_private_messages: privates.filter((m) => unreadSet.has(m.id)).length,
      is_starred: t.is_starred ?? false,
      isSpam: t.is_spam ?? false,
      trashed_date: t.trashed_at ? t.trashed_at.toISOString() : null,
      snooze_start_date: iso(t.snooze_start_date),
      snooze_end_date: iso(t.snooze_end_date),
      last_snooze_end_date: iso(t.last_snooze_end_date),
      scheduled_messages_creation_dates: main
        .filter((m) => m.state === 'scheduled' && m.scheduled_date)
        .map((m) => ({ message_id: m.id, scheduled_date: (m.scheduled_date as Date).toISOString() })),
      attachments: (attachmentsBy.get(id) ?? []).map((a) =>
        // A list row's files carry no download link (threadListRow drops it): no signature to compute.
        forList
          ? {
              id: a.id,
              name: a.name,
              size: a.size,
              mime_type: a.mime_type,
              server_filename: a.server_filename,
              download_url: '',
              expiry_date: null,
            }
          : attachmentView(a, viewer.id),
      ),
      origin:
        t.origin_type && t.origin_thread_id ? { type: t.origin_type, thread_id: t.origin_thread_id } : null,
    });
  }
  return out;
}

/**
 * A thread as lists answer it: the row's fields only (see the domain's ThreadListRow); what only the open
 * thread needs (followers, recipients, next recipients, private senders, the shared note, download links)
 * is left out, so a 25-row page stays small.
 */
export function threadListRow(thread: Thread): ThreadListRow {
  const {
    description: _description,
    followers: _followers,
    recipients: _recipients,
    next_message_recipients: _next,
    private_senders: _privateSenders,
    attachments,
    ...row
  } = thread;
  return {
    ...row,
    attachments: attachments.map(({ id, name }) => ({ id, name })),
  };
}

/** The list rows of threads for one viewer, in the order of `ids` (see threadViews). */
export async function threadListRows(
  db: Db,
  viewer: AuthUser,
  ids: readonly string[],
  now: Date,
): Promise<ThreadListRow[]> {
  return (await threadViews(db, viewer, ids, now, 'list')).map(threadListRow);
}
