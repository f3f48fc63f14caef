import {
  type InboxSplit,
  normalizeSignature,
  parseSearchQuery,
  type Rule,
  type RuleAction,
  messages as texts,
  type UserSettings,
  UserSettingsSchema,
} from '@switchboard/domain';
import { sql } from 'kysely';
import { channelVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, notFound } from '../http/http-error.js';
import { whole } from '../http/pagination.js';
import { newId } from '../lib/ids.js';
import { applyRuleToExisting } from '../rules/apply-rules.js';
import { reindexInboxSplit } from '../splits/reindex-inbox-split.js';
import type { HandlersPart } from './types.js';

const v = texts.validation;

/** The stored settings completed with defaults (every category split enabled, blue theme...). */
export function settingsOf(stored: Record<string, unknown>): UserSettings {
  const defaults: UserSettings = {
    inbox_splits: (['promotions', 'social', 'updates', 'forums'] as const).map((category) => ({
      type: 'category' as const,
      category,
      enabled: true,
    })),
    notified_splits: [],
    theme: 'blue',
    last_opened_splits: {},
    onboarding: { theme_selected: false, workspace_name_set: false },
    branding_signature_enabled: true,
    signature: '',
    exclude_from_analytics: false,
  };
  const merged = {
    ...defaults,
    ...stored,
    onboarding: { ...defaults.onboarding, ...((stored.onboarding as object | undefined) ?? {}) },
  };
  const parsed = UserSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

function splitView(row: {
  id: string;
  name: string;
  query: string;
  show_in_category_split: boolean;
  enabled: boolean;
  status: string | null;
}): InboxSplit {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    show_in_category_split: row.show_in_category_split,
    enabled: row.enabled,
    type: 'custom',
    status: row.status === 'reindexing' ? 'reindexing' : null,
  };
}

function ruleView(row: {
  id: string;
  query: string;
  actions: unknown;
  apply_to_incoming: boolean;
  bulk_application: boolean;
  created_at: Date;
}): Rule {
  return {
    id: row.id,
    query: row.query,
    actions: row.actions as RuleAction[],
    apply_to_incoming: row.apply_to_incoming,
    bulk_application: row.bulk_application,
    created_at: row.created_at.toISOString(),
  };
}

function assertQuery(query: string, field: string, message: string): void {
  if (query.trim() === '') return;
  if (!parseSearchQuery(query).ok) throw badRequest(`${field}: ${message}`);
}

async function assertSplitNameFree(db: Db, userId: string, name: string, exceptId?: string) {
  let q = db
    .selectFrom('inbox_splits')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`lower(btrim(name)) = ${name.trim().toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(v.splitNameTaken);
}

async function assertLabelNameFree(db: Db, userId: string, name: string, exceptId?: string) {
  let q = db
    .selectFrom('labels')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`lower(btrim(name)) = ${name.trim().toLowerCase()}`);
  if (exceptId) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) throw conflict(v.labelNameTaken);
}

/** Rule actions may only name channels the user can see and their own labels. */
async function assertActions(db: Db, user: AuthUser, actions: RuleAction[]): Promise<void> {
  for (const action of actions) {
    if (action.type === 'ADD_TO_CHANNEL') {
      const ok = await db
        .selectFrom('channels')
        .select('id')
        .where('channels.id', '=', action.channel_id)
        .where(channelVisibleTo(user))
        .executeTakeFirst();
      if (!ok) throw notFound('Channel');
    } else if (action.type === 'ADD_LABEL') {
      const ok = await db
        .selectFrom('labels')
        .select('id')
        .where('id', '=', action.label_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!ok) throw notFound('Label');
    }
  }
}

function requireSelf(user: AuthUser, userId: string): void {
  if (userId !== user.id) throw notFound('User');
}

export const settingsHandlers: HandlersPart<
  | 'listLabels'
  | 'createLabel'
  | 'updateLabel'
  | 'deleteLabel'
  | 'listInboxSplits'
  | 'createInboxSplit'
  | 'updateInboxSplit'
  | 'deleteInboxSplit'
  | 'listSelfRules'
  | 'createRule'
  | 'updateRule'
  | 'deleteRule'
  | 'getUserSettings'
  | 'updateUserSettings'
> = {
  async listLabels({ services, user }) {
    const rows = await services.db
      .selectFrom('labels')
      .select(['id', 'name', 'color'])
      .where('user_id', '=', user.id)
      .orderBy('name')
      .execute();
    return whole(rows);
  },

  async createLabel({ services, user, body }) {
    if (!user.organization_id) throw notFound('Organization');
    let id = body.id ?? newId('lbl');
    await services.db.transaction().execute(async (tx) => {
      await assertLabelNameFree(tx, user.id, body.name);
      // Client-chosen ids: a collision with the caller's own answers conflict; anyone else's is replaced.
      const taken = await tx.selectFrom('labels').select('user_id').where('id', '=', id).executeTakeFirst();
      if (taken?.user_id === user.id) throw conflict('id: A label with this id already exists');
      if (taken) id = newId('lbl');
      await tx
        .insertInto('labels')
        .values({
          id,
          organization_id: user.organization_id as string,
          user_id: user.id,
          name: body.name.trim(),
          color: body.color,
          created_at: services.now(),
        })
        .execute();
    });
    return { id, name: body.name.trim(), color: body.color };
  },

  async updateLabel({ services, user, params, body }) {
    await services.db.transaction().execute(async (tx) => {
      const label = await tx
        .selectFrom('labels')
        .select('id')
        .where('id', '=', params.label_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!label) throw notFound('Label');
      await assertLabelNameFree(tx, user.id, body.name, label.id);
      await tx
        .updateTable('labels')
        .set({ name: body.name.trim(), color: body.color })
        .where('id', '=', label.id)
        .execute();
    });
    return { id: params.label_id, name: body.name.trim(), color: body.color };
  },

  async deleteLabel({ services, user, params }) {
    const result = await services.db
      .deleteFrom('labels')
      .where('id', '=', params.label_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Label');
  },

  async listInboxSplits({ services, user }) {
    const rows = await services.db
      .selectFrom('inbox_splits')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return whole(rows.map(splitView));
  },

  async createInboxSplit({ services, user, body }) {
    assertQuery(body.query, 'query', texts.search.invalidFilterDefinition);
    const id = newId('spl');
    await services.db.transaction().execute(async (tx) => {
      await assertSplitNameFree(tx, user.id, body.name);
      await tx
        .insertInto('inbox_splits')
        .values({
          id,
          user_id: user.id,
          name: body.name.trim(),
          query: body.query.trim(),
          show_in_category_split: body.show_in_category_split,
          enabled: true,
          // Built after the answer (`reindexInboxSplit`), which clears it.
          status: 'reindexing',
          created_at: services.now(),
        })
        .execute();
      const stored = (
        await tx.selectFrom('users').select('settings').where('id', '=', user.id).executeTakeFirstOrThrow()
      ).settings;
      const settings = settingsOf(stored);
      settings.inbox_splits = [
        ...settings.inbox_splits,
        { type: 'custom', inbox_split_id: id, enabled: true },
      ];
      await tx
        .updateTable('users')
        .set({ settings: JSON.stringify({ ...stored, inbox_splits: settings.inbox_splits }) })
        .where('id', '=', user.id)
        .execute();
    });
    const row = await services.db
      .selectFrom('inbox_splits')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    services.background.run(`split ${id}`, () => reindexInboxSplit(services.db, id, services.now));
    return splitView(row);
  },

  async updateInboxSplit({ services, user, params, body }) {
    if (body.query !== undefined) assertQuery(body.query, 'query', texts.search.invalidFilterDefinition);
    let reindex = false;
    await services.db.transaction().execute(async (tx) => {
      const split = await tx
        .selectFrom('inbox_splits')
        .select(['id', 'query'])
        .where('id', '=', params.inbox_split_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!split) throw notFound('Inbox split');
      if (body.name !== undefined) await assertSplitNameFree(tx, user.id, body.name, split.id);
      // A new query rebuilds the split's membership after the answer.
      reindex = body.query !== undefined && body.query.trim() !== split.query;
      const set = {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.query !== undefined ? { query: body.query.trim() } : {}),
        ...(reindex ? { status: 'reindexing' } : {}),
        ...(body.show_in_category_split !== undefined
          ? { show_in_category_split: body.show_in_category_split }
          : {}),
      };
      if (Object.keys(set).length > 0)
        await tx.updateTable('inbox_splits').set(set).where('id', '=', split.id).execute();
    });
    const row = await services.db
      .selectFrom('inbox_splits')
      .selectAll()
      .where('id', '=', params.inbox_split_id)
      .executeTakeFirstOrThrow();
    if (reindex)
      services.background.run(`split ${row.id}`, () => reindexInboxSplit(services.db, row.id, services.now));
    return splitView(row);
  },

  async deleteInboxSplit({ services, user, params }) {
    await services.db.transaction().execute(async (tx) => {
      const result = await tx
        .deleteFrom('inbox_splits')
        .where('id', '=', params.inbox_split_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Inbox split');
      const stored = (
        await tx.selectFrom('users').select('settings').where('id', '=', user.id).executeTakeFirstOrThrow()
      ).settings;
      const settings = settingsOf(stored);
      const inbox_splits = settings.inbox_splits.filter(
        (s) => s.type !== 'custom' || s.inbox_split_id !== params.inbox_split_id,
      );
      await tx
        .updateTable('users')
        .set({ settings: JSON.stringify({ ...stored, inbox_splits }) })
        .where('id', '=', user.id)
        .execute();
    });
  },

  async listSelfRules({ services, user }) {
    const rows = await services.db
      .selectFrom('rules')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return whole(rows.map(ruleView));
  },

  async createRule({ services, user, body }) {
    if (!user.organization_id) throw notFound('Organization');
    assertQuery(body.query, 'query', texts.search.invalidFilterDefinition);
    let id = body.id ?? newId('rul');
    // The actor is the token's user, always: a rule runs with its owner's visibility, and no body field
    // names another (the spec's "initiator user on create from filters" is the caller).
    const owner = user.id;
    await services.db.transaction().execute(async (tx) => {
      await assertActions(tx, user, body.actions);
      // Client-chosen ids: a collision with the caller's own answers conflict; anyone else's is replaced.
      const taken = await tx.selectFrom('rules').select('user_id').where('id', '=', id).executeTakeFirst();
      if (taken?.user_id === user.id) throw conflict('id: A rule with this id already exists');
      if (taken) id = newId('rul');
      await tx
        .insertInto('rules')
        .values({
          id,
          organization_id: user.organization_id as string,
          user_id: owner,
          query: body.query,
          actions: JSON.stringify(body.actions),
          apply_to_incoming: body.apply_to_incoming,
          bulk_application: body.bulk_application,
          bulk_in_progress: body.bulk_application,
          created_at: services.now(),
        })
        .execute();
    });
    if (body.bulk_application)
      services.background.run(`rule ${id}`, () => applyRuleToExisting(services.db, id, services.now));
    return ruleView(
      await services.db.selectFrom('rules').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
  },

  async updateRule({ services, user, params, body }) {
    if (body.query !== undefined) assertQuery(body.query, 'query', texts.search.invalidFilterDefinition);
    let runBulk = false;
    await services.db.transaction().execute(async (tx) => {
      const rule = await tx
        .selectFrom('rules')
        .selectAll()
        .where('id', '=', params.rule_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!rule) throw notFound('Rule');
      if (body.actions) await assertActions(tx, user, body.actions);
      runBulk = body.bulk_application === true && !rule.bulk_application;
      const set = {
        ...(body.query !== undefined ? { query: body.query } : {}),
        ...(body.actions !== undefined ? { actions: JSON.stringify(body.actions) } : {}),
        ...(body.apply_to_incoming !== undefined ? { apply_to_incoming: body.apply_to_incoming } : {}),
        ...(body.bulk_application !== undefined ? { bulk_application: body.bulk_application } : {}),
        ...(runBulk ? { bulk_in_progress: true } : {}),
      };
      // A body with no known field changes nothing (an empty SET is not SQL).
      if (Object.keys(set).length > 0)
        await tx.updateTable('rules').set(set).where('id', '=', rule.id).execute();
    });
    if (runBulk)
      services.background.run(`rule ${params.rule_id}`, () =>
        applyRuleToExisting(services.db, params.rule_id, services.now),
      );
    return ruleView(
      await services.db
        .selectFrom('rules')
        .selectAll()
        .where('id', '=', params.rule_id)
        .executeTakeFirstOrThrow(),
    );
  },

  async deleteRule({ services, user, params }) {
    const result = await services.db
      .deleteFrom('rules')
      .where('id', '=', params.rule_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Rule');
  },

  async getUserSettings({ services, user, params }) {
    requireSelf(user, params.user_id);
    const row = await services.db
      .selectFrom('users')
      .select('settings')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return settingsOf(row.settings);
  },

  async updateUserSettings({ services, user, params, body }) {
    requireSelf(user, params.user_id);
    return services.db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('users')
        .select('settings')
        .where('id', '=', user.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const current = settingsOf(row.settings);
      const lastOpened = { ...current.last_opened_splits };
      for (const [key, at] of Object.entries(body.last_opened_splits ?? {})) {
        const previous = lastOpened[key];
        if (!previous || Date.parse(at) > Date.parse(previous)) lastOpened[key] = at;
      }
      if (body.inbox_splits) {
        const ids = body.inbox_splits.flatMap((s) => (s.type === 'custom' ? [s.inbox_split_id] : []));
        if (ids.length > 0) {
          const own = await tx
            .selectFrom('inbox_splits')
            .select('id')
            .where('user_id', '=', user.id)
            .where('id', 'in', ids)
            .execute();
          if (own.length !== new Set(ids).size) throw badRequest('inbox_splits: Inbox split not found');
        }
      }
      const next: UserSettings = {
        ...current,
        ...(body.theme !== undefined ? { theme: body.theme } : {}),
        ...(body.branding_signature_enabled !== undefined
          ? { branding_signature_enabled: body.branding_signature_enabled }
          : {}),
        ...(body.signature !== undefined ? { signature: normalizeSignature(body.signature) } : {}),
        ...(body.inbox_splits !== undefined ? { inbox_splits: body.inbox_splits } : {}),
        ...(body.notified_splits !== undefined ? { notified_splits: body.notified_splits } : {}),
        ...(body.exclude_from_analytics !== undefined
          ? { exclude_from_analytics: body.exclude_from_analytics }
          : {}),
        onboarding: { ...current.onboarding, ...(body.onboarding ?? {}) },
        last_opened_splits: lastOpened,
      };
      if (body.branding_signature_enabled === false && user.free_plan) {
        throw badRequest(`branding_signature_enabled: ${texts.settings.signature.upgradeToRemove}`);
      }
      await tx
        .updateTable('users')
        .set({ settings: JSON.stringify(next) })
        .where('id', '=', user.id)
        .execute();
      return next;
    });
  },
};
