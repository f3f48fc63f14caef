import { messages as texts } from '@switchboard/domain';
import { sql } from 'kysely';
import { channelVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { whole } from '../http/pagination.js';
import { newId } from '../lib/ids.js';
import { channelView, channelViews, requireVisibleChannel } from '../views/channel-view.js';
import type { HandlersPart } from './types.js';

const v = texts.validation;

async function assertNameFree(
  db: Db,
  organizationId: string,
  name: string,
  exceptId?: string,
): Promise<void> {
  let q = db
    .selectFrom('channels')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where(sql<boolean>`lower(btrim(name)) = ${name.trim().toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(v.channelNameTaken);
}

async function isPremium(db: Db, organizationId: string): Promise<boolean> {
  const org = await db
    .selectFrom('organizations')
    .select('plan')
    .where('id', '=', organizationId)
    .executeTakeFirst();
  return org?.plan === 'premium';
}

/** A rank after every rank the user has (lexicographic: appending a letter sorts after the prefix). */
async function nextRank(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('channel_members')
    .select((eb) => eb.fn.max('rank').as('rank'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.rank ? `${row.rank}n` : 'n';
}

async function addMembers(db: Db, channelId: string, userIds: string[], now: Date): Promise<void> {
  for (const id of userIds) {
    await db
      .insertInto('channel_members')
      .values({ channel_id: channelId, user_id: id, rank: await nextRank(db, id), joined_at: now })
      .onConflict((oc) => oc.columns(['channel_id', 'user_id']).doNothing())
      .execute();
  }
}

async function orgMembers(db: Db, user: AuthUser, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', unique)
    .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
    .execute();
  if (rows.length !== unique.length)
    throw badRequest('user_ids: Every user must be a member of your workspace');
  return unique;
}

async function requireMembership(db: Db, user: AuthUser, channelId: string): Promise<void> {
  const member = await db
    .selectFrom('channel_members')
    .select('user_id')
    .where('channel_id', '=', channelId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!member) throw forbidden('You are not a participant of this channel');
}

async function assertNoBulkRunning(db: Db, channelId: string): Promise<void> {
  const running = await db
    .selectFrom('rules')
    .select('id')
    .where('bulk_in_progress', '=', true)
    .where(
      sql<boolean>`rules.actions @> ${JSON.stringify([{ type: 'ADD_TO_CHANNEL', channel_id: channelId }])}::jsonb`,
    )
    .executeTakeFirst();
  if (running) throw conflict('Please wait until the current operation is finished');
}

export const channelHandlers: HandlersPart<
  | 'getChannel'
  | 'updateChannel'
  | 'deleteChannel'
  | 'addChannelParticipants'
  | 'removeChannelParticipants'
  | 'setChannelNotificationLevel'
  | 'setChannelRank'
  | 'getChannelRulesSummary'
  | 'joinChannel'
  | 'leaveChannel'
  | 'listOrganizationChannels'
  | 'createOrganizationChannel'
  | 'listSelfChannels'
> = {
  async getChannel({ services, user, params }) {
    await requireVisibleChannel(services.db, user, params.channel_id);
    return channelView(services.db, user, params.channel_id);
  },

  async updateChannel({ services, user, params, body }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await requireMembership(tx, user, channel.id);
      if (body.name !== undefined) await assertNameFree(tx, channel.organization_id, body.name, channel.id);
      if (body.is_public === false && channel.is_public && !(await isPremium(tx, channel.organization_id))) {
        throw forbidden('Private channels are a premium feature');
      }
      const set = {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.is_public !== undefined ? { is_public: body.is_public } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
      };
      if (Object.keys(set).length > 0)
        await tx.updateTable('channels').set(set).where('id', '=', channel.id).execute();
    });
    return channelView(services.db, user, params.channel_id);
  },

  async deleteChannel({ services, user, params }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await requireMembership(tx, user, channel.id);
      // Deleting a channel deletes the filters of all members that route mail to it.
      await tx
        .deleteFrom('rules')
        .where('organization_id', '=', channel.organization_id)
        .where(
          sql<boolean>`rules.actions @> ${JSON.stringify([{ type: 'ADD_TO_CHANNEL', channel_id: channel.id }])}::jsonb`,
        )
        .execute();
      await tx.deleteFrom('channels').where('id', '=', channel.id).execute();
    });
  },

  async addChannelParticipants({ services, user, params, body }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await requireMembership(tx, user, channel.id);
      await addMembers(tx, channel.id, await orgMembers(tx, user, body.user_ids), services.now());
    });
    return channelView(services.db, user, params.channel_id);
  },

  async removeChannelParticipants({ services, user, params, body }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await requireMembership(tx, user, channel.id);
      const ids = await orgMembers(tx, user, body.user_ids);
      await tx
        .deleteFrom('channel_members')
        .where('channel_id', '=', channel.id)
        .where('user_id', 'in', ids)
        .execute();
    });
    // Removing oneself from a private channel makes it invisible: answer what the user may still see.
    const visible = await services.db
      .selectFrom('channels')
      .select('id')
      .where('channels.id', '=', params.channel_id)
      .where(channelVisibleTo(user))
      .executeTakeFirst();
    if (!visible) throw notFound('Channel');
    return channelView(services.db, user, params.channel_id);
  },

  async setChannelNotificationLevel({ services, user, params, body }) {
    await requireVisibleChannel(services.db, user, params.channel_id);
    await requireMembership(services.db, user, params.channel_id);
    await services.db
      .updateTable('channel_members')
      .set({ notification_level: body.notification_level })
      .where('channel_id', '=', params.channel_id)
      .where('user_id', '=', user.id)
      .execute();
    return channelView(services.db, user, params.channel_id);
  },

  async setChannelRank({ services, user, params, body }) {
    const channel = await requireVisibleChannel(services.db, user, params.channel_id);
    await requireMembership(services.db, user, channel.id);
    if (!(await isPremium(services.db, channel.organization_id)))
      throw forbidden('Reordering channels is a premium feature');
    await services.db
      .updateTable('channel_members')
      .set({ rank: body.rank })
      .where('channel_id', '=', channel.id)
      .where('user_id', '=', user.id)
      .execute();
    return channelView(services.db, user, channel.id);
  },

  async getChannelRulesSummary({ services, user, params }) {
    const channel = await requireVisibleChannel(services.db, user, params.channel_id);
    const rows = await services.db
      .selectFrom('rules')
      .innerJoin('users', 'users.id', 'rules.user_id')
      .select(['users.id', 'users.display_name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('rules.organization_id', '=', channel.organization_id)
      .where(
        sql<boolean>`rules.actions @> ${JSON.stringify([{ type: 'ADD_TO_CHANNEL', channel_id: channel.id }])}::jsonb`,
      )
      .groupBy(['users.id', 'users.display_name'])
      .orderBy('users.display_name')
      .execute();
    const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
    return {
      total_rules_count: total,
      has_own_rules: rows.some((r) => r.id === user.id),
      has_team_member_rules: rows.some((r) => r.id !== user.id),
      user_rule_summaries: rows.map((r) => ({
        user_name: r.display_name,
        rules_count: Number(r.n),
        is_current_user: r.id === user.id,
      })),
    };
  },

  async joinChannel({ services, user, params, body }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await assertNoBulkRunning(tx, channel.id);
      const others = await orgMembers(tx, user, body.user_ids);
      await addMembers(tx, channel.id, [user.id, ...others.filter((id) => id !== user.id)], services.now());
    });
    return channelView(services.db, user, params.channel_id);
  },

  async leaveChannel({ services, user, params }) {
    await services.db.transaction().execute(async (tx) => {
      const channel = await requireVisibleChannel(tx, user, params.channel_id);
      await assertNoBulkRunning(tx, channel.id);
      await requireMembership(tx, user, channel.id);
      await tx
        .deleteFrom('channel_members')
        .where('channel_id', '=', channel.id)
        .where('user_id', '=', user.id)
        .execute();
    });
  },

  async listOrganizationChannels({ services, user, params }) {
    if (params.organization_id !== user.organization_id) throw notFound('Organization');
    const rows = await services.db
      .selectFrom('channels')
      .select('channels.id')
      .where(channelVisibleTo(user))
      .orderBy('channels.name')
      .execute();
    return whole(
      await channelViews(
        services.db,
        user,
        rows.map((r) => r.id),
      ),
    );
  },

  async createOrganizationChannel({ services, user, params, body }) {
    if (params.organization_id !== user.organization_id) throw notFound('Organization');
    const id = newId('chn');
    await services.db.transaction().execute(async (tx) => {
      await assertNameFree(tx, params.organization_id, body.name);
      if (!body.is_public && !(await isPremium(tx, params.organization_id)))
        throw forbidden('Private channels are a premium feature');
      await tx
        .insertInto('channels')
        .values({
          id,
          organization_id: params.organization_id,
          name: body.name.trim(),
          is_public: body.is_public,
          color: body.color,
          icon_set_name: null,
          created_by: user.id,
          created_at: services.now(),
        })
        .execute();
      await addMembers(tx, id, [user.id], services.now());
    });
    return channelView(services.db, user, id);
  },

  async listSelfChannels({ services, user }) {
    const rows = await services.db
      .selectFrom('channel_members')
      .innerJoin('channels', 'channels.id', 'channel_members.channel_id')
      .select('channels.id')
      .where('channel_members.user_id', '=', user.id)
      .where('channels.organization_id', '=', user.organization_id ?? NO_WORKSPACE)
      .orderBy('channel_members.rank')
      .orderBy('channels.name')
      .execute();
    return whole(
      await channelViews(
        services.db,
        user,
        rows.map((r) => r.id),
      ),
    );
  },
};
