import {
  type Contact,
  historyCutoff,
  type Label,
  type Thread,
  type ThreadListRow,
  truncateGraphemes,
} from '@switchboard/domain';
import { sql } from 'kysely';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { CategoryValue } from '../db/schema.js';
import { ATTACHMENT_COLUMNS, attachmentView } from './attachments.js';
import { externalContact, loadUserContacts } from './contacts.js';
import { recipientLists, senderContact } from './message-view.js';

const SNIPPET_LENGTH = 140;

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return truncateGraphemes(flat, SNIPPET_LENGTH, SNIPPET_LENGTH - 1);
}

/**
 * Builds the API view of threads for one viewer, in the order of `ids` (ids that do not exist are left
 * out; callers check visibility first). A fixed number of queries whatever the page size.
 */
export async function threadViews(
  db: Db,
  viewer: AuthUser,
  ids: readonly string[],
  now: Date,
): Promise<Thread[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  // Four queries whatever the page size (PGlite runs one query at a time, so fewer is faster).
  const [rows, messages, attachments] = await Promise.all([
    db
      .selectFrom('threads')
      .leftJoin('thread_user_states as s', (join) =>
        join.onRef('s.thread_id', '=', 'threads.id').on('s.user_id', '=', viewer.id),
      )
      .leftJoin('inbox_items as i', (join) =>
        join.onRef('i.thread_id', '=', 'threads.id').on('i.user_id', '=', viewer.id),
      )
      .selectAll('threads')
      .select([
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
        sql<
          { user_id: string; is_explicit: boolean; is_removable: boolean }[]
        >`(select coalesce(json_agg(json_build_object('user_id', f.user_id, 'is_explicit', f.is_explicit, 'is_removable', f.is_removable) order by f.added_at, f.user_id), '[]'::json)
          from thread_followers f where f.thread_id = threads.id)`.as('follower_list'),
      ])
      .where('threads.id', 'in', list)
      .execute(),
    db
      .selectFrom('messages')
      .leftJoin('message_user_states as mus', (join) =>
        join.onRef('mus.message_id', '=', 'messages.id').on('mus.user_id', '=', viewer.id),
      )
      .select([
        'messages.id',
        'messages.thread_id',
        'messages.type',
        'messages.sender_user_id',
        'messages.sender_email',
        'messages.sender_name',
        'messages.recipients',
        'messages.body_text',
        'messages.state',
        'messages.scheduled_date',
        'messages.creation_date',
        'mus.is_unread',
      ])
      .where('messages.thread_id', 'in', list)
      .where((eb) =>
        eb.or([eb('messages.state', '!=', 'scheduled'), eb('messages.sender_user_id', '=', viewer.id)]),
      )
      .orderBy('messages.creation_date')
      .orderBy('messages.id')
      .execute(),
    db
      .selectFrom('attachments')
      .innerJoin('messages', 'messages.id', 'attachments.message_id')
      .select(ATTACHMENT_COLUMNS.map((c) => `attachments.${c}` as const))
      .select('messages.thread_id')
      .where('messages.thread_id', 'in', list)
      // Inline images show in their message's body, not among the thread's files.
      .where('attachments.content_id', 'is', null)
      .where('messages.type', '=', 'main')
      .where((eb) =>
        eb.or([eb('messages.state', '!=', 'scheduled'), eb('messages.sender_user_id', '=', viewer.id)]),
      )
      .orderBy('attachments.id')
      .execute(),
  ]);
  const threads = rows;
  const followers = rows.flatMap((t) => t.follower_list.map((f) => ({ ...f, thread_id: t.id })));
  const unread = messages.filter((m) => m.is_unread === true).map((m) => ({ message_id: m.id }));
  const userIds = new Set<string>();
  for (const t of threads) if (t.assignee_id) userIds.add(t.assignee_id);
  for (const f of followers) userIds.add(f.user_id);
  for (const m of messages) {
    if (m.sender_user_id) userIds.add(m.sender_user_id);
    for (const r of m.recipients) if (r.kind === 'user') userIds.add(r.user_id);
  }
  const users = await loadUserContacts(db, userIds);
  const unreadSet = new Set(unread.map((u) => u.message_id));
  const privateCutoff =
    historyCutoff('private_comments', { now, isPaying: !viewer.free_plan })?.getTime() ??
    Number.NEGATIVE_INFINITY;

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
      attachments: (attachmentsBy.get(id) ?? []).map((a) => attachmentView(a, viewer.id)),
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
    attachments: attachments.map(({ id, name, size, mime_type }) => ({ id, name, size, mime_type })),
  };
}

/** The list rows of threads for one viewer, in the order of `ids` (see threadViews). */
export async function threadListRows(
  db: Db,
  viewer: AuthUser,
  ids: readonly string[],
  now: Date,
): Promise<ThreadListRow[]> {
  return (await threadViews(db, viewer, ids, now)).map(threadListRow);
}
