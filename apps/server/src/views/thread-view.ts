import { type Contact, historyCutoff, type Label, type Thread } from '@switchboard/domain';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import type { CategoryValue } from '../db/schema.js';
import { ATTACHMENT_COLUMNS, attachmentView } from './attachments.js';
import { externalContact, loadUserContacts } from './contacts.js';
import { recipientLists, senderContact } from './message-view.js';

const SNIPPET_LENGTH = 140;

function snippetOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
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
  const [threads, states, channels, labels, followers, messages, inbox] = await Promise.all([
    db.selectFrom('threads').selectAll().where('id', 'in', list).execute(),
    db
      .selectFrom('thread_user_states')
      .selectAll()
      .where('user_id', '=', viewer.id)
      .where('thread_id', 'in', list)
      .execute(),
    db
      .selectFrom('thread_channels')
      .innerJoin('channels', 'channels.id', 'thread_channels.channel_id')
      .select(['thread_channels.thread_id', 'channels.id', 'channels.is_public'])
      .where('thread_channels.thread_id', 'in', list)
      .where((eb) =>
        eb.or([
          eb('channels.is_public', '=', true),
          eb.exists(
            eb
              .selectFrom('channel_members')
              .select('channel_members.user_id')
              .whereRef('channel_members.channel_id', '=', 'channels.id')
              .where('channel_members.user_id', '=', viewer.id),
          ),
        ]),
      )
      .orderBy('thread_channels.added_at')
      .execute(),
    db
      .selectFrom('thread_labels')
      .innerJoin('labels', 'labels.id', 'thread_labels.label_id')
      .select(['thread_labels.thread_id', 'labels.id', 'labels.name', 'labels.color'])
      .where('labels.user_id', '=', viewer.id)
      .where('thread_labels.thread_id', 'in', list)
      .orderBy('labels.name')
      .execute(),
    db
      .selectFrom('thread_followers')
      .selectAll()
      .where('thread_id', 'in', list)
      .orderBy('added_at')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('messages')
      .select([
        'id',
        'thread_id',
        'type',
        'sender_user_id',
        'sender_email',
        'sender_name',
        'recipients',
        'body_text',
        'state',
        'scheduled_date',
        'creation_date',
      ])
      .where('thread_id', 'in', list)
      .where((eb) => eb.or([eb('state', '!=', 'scheduled'), eb('sender_user_id', '=', viewer.id)]))
      .orderBy('creation_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('inbox_items')
      .select(['id', 'thread_id', 'is_unread'])
      .where('user_id', '=', viewer.id)
      .where('thread_id', 'in', list)
      .execute(),
  ]);
  const messageIds = messages.map((m) => m.id);
  const [unread, attachments] = await Promise.all([
    messageIds.length === 0
      ? []
      : db
          .selectFrom('message_user_states')
          .select('message_id')
          .where('user_id', '=', viewer.id)
          .where('is_unread', '=', true)
          .where('message_id', 'in', messageIds)
          .execute(),
    messageIds.length === 0
      ? []
      : db
          .selectFrom('attachments')
          .innerJoin('messages', 'messages.id', 'attachments.message_id')
          .select(ATTACHMENT_COLUMNS.map((c) => `attachments.${c}` as const))
          .select('messages.thread_id')
          .where('attachments.message_id', 'in', messageIds)
          .where('messages.type', '=', 'main')
          .orderBy('attachments.id')
          .execute(),
  ]);
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
  const stateBy = new Map(states.map((s) => [s.thread_id, s]));
  const channelsBy = byThread(channels);
  const labelsBy = byThread(labels);
  const followersBy = byThread(followers);
  const messagesBy = byThread(messages);
  const attachmentsBy = byThread(attachments);
  const inboxBy = new Map(inbox.map((i) => [i.thread_id, i]));
  const threadsById = new Map(threads.map((t) => [t.id, t]));

  const out: Thread[] = [];
  for (const id of list) {
    const t = threadsById.get(id);
    if (!t) continue;
    const state = stateBy.get(id);
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
    const item = inboxBy.get(id);
    const threadLabels: Label[] = (labelsBy.get(id) ?? []).map((l) => ({
      id: l.id,
      name: l.name,
      color: l.color,
    }));
    out.push({
      id: t.id,
      title: t.title,
      description: t.description,
      status: t.status as Thread['status'],
      assignee: t.assignee_id ? (users.get(t.assignee_id) ?? null) : null,
      dueDate: t.due_date,
      category: (state?.category ?? 'primary') as CategoryValue,
      channel_ids: (channelsBy.get(id) ?? []).map((c) => c.id),
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
      inbox_event_id: item?.id ?? null,
      inbox_event_is_unread: item?.is_unread ?? false,
      number_of_messages: delivered.length,
      number_of_unread_messages: delivered.filter((m) => unreadSet.has(m.id)).length,
      number_of_unread_private_messages: privates.filter((m) => unreadSet.has(m.id)).length,
      is_starred: state?.is_starred ?? false,
      isSpam: t.is_spam,
      trashed_date: t.trashed_at ? t.trashed_at.toISOString() : null,
      snooze_start_date: state?.snooze_start_date?.toISOString() ?? null,
      snooze_end_date: state?.snooze_end_date?.toISOString() ?? null,
      last_snooze_end_date: state?.last_snooze_end_date?.toISOString() ?? null,
      scheduled_messages_creation_dates: main
        .filter((m) => m.state === 'scheduled' && m.scheduled_date)
        .map((m) => ({ message_id: m.id, scheduled_date: (m.scheduled_date as Date).toISOString() })),
      attachments: (attachmentsBy.get(id) ?? []).map(attachmentView),
      origin:
        t.origin_type && t.origin_thread_id ? { type: t.origin_type, thread_id: t.origin_thread_id } : null,
    });
  }
  return out;
}
