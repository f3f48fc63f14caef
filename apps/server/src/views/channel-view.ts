import type { Channel } from '@switchboard/domain';
import { sql } from 'kysely';
import { notSpamFor } from '../access/spam.js';
import { channelVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { userContact } from './contacts.js';

/** API views of channels for one user (their rank and notification level, unread threads). */
export async function channelViews(db: Db, user: AuthUser, ids: readonly string[]): Promise<Channel[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [channels, members, unread, bulk] = await Promise.all([
    db.selectFrom('channels').selectAll().where('id', 'in', list).execute(),
    db
      .selectFrom('channel_members')
      .innerJoin('users', 'users.id', 'channel_members.user_id')
      .select([
        'channel_members.channel_id',
        'channel_members.notification_level',
        'channel_members.rank',
        'channel_members.joined_at',
        'users.id',
        'users.email',
        'users.display_name',
        'users.picture_url',
      ])
      .where('channel_members.channel_id', 'in', list)
      .orderBy('channel_members.joined_at')
      .orderBy('users.id')
      .execute(),
    db
      .selectFrom('thread_channels')
      .innerJoin('threads', 'threads.id', 'thread_channels.thread_id')
      .innerJoin('inbox_items', (join) =>
        join.onRef('inbox_items.thread_id', '=', 'threads.id').on('inbox_items.user_id', '=', user.id),
      )
      .select(['thread_channels.channel_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('thread_channels.channel_id', 'in', list)
      .where('inbox_items.is_unread', '=', true)
      .where('threads.trashed_at', 'is', null)
      .where(notSpamFor(user.id))
      .groupBy('thread_channels.channel_id')
      .execute(),
    db
      .selectFrom('rules')
      .select(sql<string>`a.value->>'channel_id'`.as('channel_id'))
      .innerJoin(sql`jsonb_array_elements(rules.actions)`.as('a'), (join) => join.onTrue())
      .where('rules.bulk_in_progress', '=', true)
      .where(sql<boolean>`a.value->>'type' = 'ADD_TO_CHANNEL'`)
      .execute(),
  ]);
  const bulkSet = new Set(bulk.map((b) => b.channel_id));
  const unreadBy = new Map(unread.map((u) => [u.channel_id, Number(u.n)]));
  const byId = new Map(channels.map((c) => [c.id, c]));
  return list.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    const own = members.filter((m) => m.channel_id === id);
    const mine = own.find((m) => m.id === user.id);
    return [
      {
        id: c.id,
        organization_id: c.organization_id,
        name: c.name,
        is_public: c.is_public,
        color: c.color,
        rank: mine?.rank ?? '',
        notification_level: mine?.notification_level ?? 'new_and_followed',
        unread_count: mine ? (unreadBy.get(id) ?? 0) : 0,
        member_count: own.length,
        participants: own.map(userContact),
        has_bulk_processing_in_progress: bulkSet.has(id),
        icon_set_name: c.icon_set_name,
      },
    ];
  });
}

/** The channel row if the user may see it (public in their workspace, or private and a member). */
export async function requireVisibleChannel(db: Db, user: AuthUser, channelId: string) {
  const row = await db
    .selectFrom('channels')
    .selectAll()
    .where('channels.id', '=', channelId)
    .where(channelVisibleTo(user))
    .executeTakeFirst();
  if (!row) throw notFound('Channel');
  return row;
}

export async function channelView(db: Db, user: AuthUser, channelId: string): Promise<Channel> {
  const [view] = await channelViews(db, user, [channelId]);
  if (!view) throw notFound('Channel');
  return view;
}
