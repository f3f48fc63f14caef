import type { Address, Category, SearchableThread } from '@switchboard/domain';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';

/**
 * Builds the domain's {@link SearchableThread} view of threads, as `user` sees them, from the database. The
 * rules engine matches incoming mail with it (through the domain's `matchesSearchQuery`), and the search
 * test compares the SQL compiler against it.
 */
export async function searchableThreads(
  db: Db,
  user: AuthUser,
  ids: readonly string[],
): Promise<Map<string, SearchableThread>> {
  const out = new Map<string, SearchableThread>();
  if (ids.length === 0) return out;
  const list = [...ids];
  const [threads, messages, states, labels, channels, attachments, inbox, unread, users] = await Promise.all([
    db
      .selectFrom('threads')
      .select([
        'id',
        'title',
        'description',
        'trashed_at',
        'last_activity_at',
        'assignee_id',
        'status',
        'due_date',
      ])
      .where('id', 'in', list)
      .execute(),
    db
      .selectFrom('messages')
      .select([
        'id',
        'thread_id',
        'type',
        'state',
        'sender_user_id',
        'sender_email',
        'sender_name',
        'recipients',
        'body_text',
        'creation_date',
        'list_id',
      ])
      .where('thread_id', 'in', list)
      .orderBy('creation_date')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('thread_user_states')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('thread_id', 'in', list)
      .execute(),
    db
      .selectFrom('thread_labels')
      .innerJoin('labels', 'labels.id', 'thread_labels.label_id')
      .select(['thread_labels.thread_id', 'labels.name'])
      .where('labels.user_id', '=', user.id)
      .where('thread_labels.thread_id', 'in', list)
      .execute(),
    db
      .selectFrom('thread_channels')
      .innerJoin('channels', 'channels.id', 'thread_channels.channel_id')
      .select(['thread_channels.thread_id', 'channels.name'])
      .where('thread_channels.thread_id', 'in', list)
      .where((eb) =>
        eb.or([
          eb('channels.is_public', '=', true),
          eb.exists(
            eb
              .selectFrom('channel_members')
              .select('channel_members.user_id')
              .whereRef('channel_members.channel_id', '=', 'channels.id')
              .where('channel_members.user_id', '=', user.id),
          ),
        ]),
      )
      .execute(),
    db
      .selectFrom('attachments')
      .innerJoin('messages', 'messages.id', 'attachments.message_id')
      .select(['messages.thread_id', 'attachments.name', 'attachments.mime_type'])
      .where('messages.thread_id', 'in', list)
      .where('messages.type', '=', 'main')
      .where('messages.state', '!=', 'scheduled')
      .execute(),
    db
      .selectFrom('inbox_items')
      .select('thread_id')
      .where('user_id', '=', user.id)
      .where('thread_id', 'in', list)
      .execute(),
    db
      .selectFrom('message_user_states')
      .innerJoin('messages', 'messages.id', 'message_user_states.message_id')
      .select('messages.thread_id')
      .where('message_user_states.user_id', '=', user.id)
      .where('message_user_states.is_unread', '=', true)
      .where('messages.type', '=', 'main')
      .where('messages.state', '!=', 'scheduled')
      .where('messages.thread_id', 'in', list)
      .execute(),
    db.selectFrom('users').select(['id', 'email', 'display_name']).execute(),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const stateBy = new Map(states.map((s) => [s.thread_id, s]));
  const inboxSet = new Set(inbox.map((i) => i.thread_id));
  const unreadSet = new Set(unread.map((u) => u.thread_id));
  for (const t of threads) {
    const all = messages.filter((m) => m.thread_id === t.id);
    const main = all.filter((m) => m.type === 'main' && m.state !== 'scheduled');
    const addresses = (type: 'to' | 'cc' | 'bcc'): Address[] =>
      main.flatMap((m) =>
        m.recipients.flatMap((r): Address[] => {
          if (r.type !== type) return [];
          if (r.kind === 'external') return [{ email: r.email, ...(r.name ? { name: r.name } : {}) }];
          if (r.kind === 'user') {
            const u = userById.get(r.user_id);
            return u ? [{ email: u.email, name: u.display_name }] : [];
          }
          return [];
        }),
      );
    const state = stateBy.get(t.id);
    const assignee = t.assignee_id ? userById.get(t.assignee_id) : undefined;
    out.set(t.id, {
      from: main.map((m) => ({ email: m.sender_email, ...(m.sender_name ? { name: m.sender_name } : {}) })),
      to: addresses('to'),
      cc: addresses('cc'),
      bcc: addresses('bcc'),
      subject: t.title ?? '',
      text: main.map((m) => m.body_text).join('\n'),
      shared_note: (t.description ?? '').replace(/<[^>]*>/g, ''),
      labels: labels.filter((l) => l.thread_id === t.id).map((l) => l.name),
      channels: channels.filter((c) => c.thread_id === t.id).map((c) => c.name),
      lists: main.flatMap((m) => (m.list_id ? [m.list_id] : [])),
      category: (state?.category ?? 'primary') as Category,
      attachments: attachments
        .filter((a) => a.thread_id === t.id)
        .map((a) => ({ name: a.name, mime_type: a.mime_type })),
      is_unread: unreadSet.has(t.id),
      is_starred: state?.is_starred ?? false,
      is_sent: main.some((m) => m.sender_user_id === user.id),
      in_inbox: inboxSet.has(t.id) && !t.trashed_at && !state?.is_spam,
      is_snoozed: Boolean(state?.snooze_end_date),
      is_trashed: Boolean(t.trashed_at),
      is_spam: state?.is_spam ?? false,
      is_scheduled: all.some((m) => m.state === 'scheduled' && m.sender_user_id === user.id),
      has_comment: all.some((m) => m.type === 'private'),
      date: t.last_activity_at.toISOString(),
      assignee: assignee ? { email: assignee.email, name: assignee.display_name } : null,
      status: t.status,
      due_date: t.due_date,
    });
  }
  return out;
}
