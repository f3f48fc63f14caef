import {
  type Contact,
  computeTeamLimits,
  FeatureFlagSchema,
  FREE_TEAM_LIMIT,
  hasGmailScopes,
  isBlockedAttachment,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  type Organization,
  parseSearchQuery,
  messages as texts,
  type User,
} from '@switchboard/domain';
import { sql } from 'kysely';
import { inboxItemsOf } from '../access/inbox-items.js';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import { billingProvider, readBillingDetails } from '../billing/billing-details.js';
import type { Db } from '../db/database.js';
import { signFile } from '../files/signing.js';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../http/http-error.js';
import { pageMeta, pageRequest, whole } from '../http/pagination.js';
import { newId } from '../lib/ids.js';
import { reauthReasonFor } from '../mail/gmail/service.js';
import { markPendingFlags, threadsOfUndo, writeBackToImap } from '../mail/imap-write-back.js';
import { compileSearch } from '../search/compile-search.js';
import type { Services } from '../services.js';
import { externalContact, userContact } from '../views/contacts.js';
import { userFeatures } from '../views/user-features.js';
import type { HandlersPart } from './types.js';

const STAGED_TTL_MS = 60 * 60_000;

async function organizationView(db: Db, organizationId: string): Promise<Organization> {
  const org = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  const [members, invites] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'picture_url'])
      .where('organization_id', '=', org.id)
      .orderBy('display_name')
      .execute(),
    db
      .selectFrom('invites')
      .select(['id', 'email', 'created_at'])
      .where('organization_id', '=', org.id)
      .where('accepted_at', 'is', null)
      .orderBy('created_at')
      .execute(),
  ]);
  return {
    id: org.id,
    name: org.name,
    members: members.map(userContact),
    invites: invites.map((i) => ({ id: i.id, email: i.email, creation_date: i.created_at.toISOString() })),
    features: org.features.filter(
      (f): f is Organization['features'][number] => FeatureFlagSchema.safeParse(f).success,
    ),
    isPaying: org.is_paying,
  };
}

function requireOwnOrganization(user: AuthUser, organizationId: string): string {
  if (!user.organization_id || user.organization_id !== organizationId) throw notFound('Organization');
  return organizationId;
}

async function userView(services: Services, userId: string): Promise<User> {
  const { db } = services;
  const row = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select([
      'users.id',
      'users.email',
      'users.display_name',
      'users.picture_url',
      'users.features',
      'users.created_at',
      'organizations.features as organization_features',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    picture_url: row.picture_url,
    features: userFeatures(row.features, row.organization_features, services.config.maintenance),
    creation_date: row.created_at.toISOString(),
  };
}

async function teamSize(
  db: Db,
  organizationId: string,
): Promise<{ members: number; pending: number; newest: Date }> {
  const [members, pending] = await Promise.all([
    db
      .selectFrom('users')
      .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('created_at').as('newest')])
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organization_id', '=', organizationId)
      .where('accepted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { members: Number(members.n), pending: Number(pending.n), newest: members.newest ?? new Date(0) };
}

function stagedResponse(
  services: Services,
  row: { id: string; name: string; expiry_date: Date; mime_type: string },
) {
  return {
    id: row.id,
    // The link is signed on the real clock (the server checks it against the real clock too).
    upload_url: `${services.config.publicUrl}/files/staged/${encodeURIComponent(row.id)}?${signFile('upload', row.id, new Date(Date.now() + STAGED_TTL_MS))}`,
    headers: { 'content-type': row.mime_type || 'application/octet-stream' },
    // The uploader's own copy while it is staged (a pasted image shown in the composer after a reload).
    download_url: `${services.config.publicUrl}/files/staged/${encodeURIComponent(row.id)}?${signFile('staged', row.id, new Date(Date.now() + STAGED_TTL_MS))}`,
    expiry_date: row.expiry_date.toISOString(),
  };
}

export const workspaceHandlers: HandlersPart<
  | 'createUser'
  | 'createProviderConnection'
  | 'getAccount'
  | 'listSelfOrganizations'
  | 'listContacts'
  | 'listOrganizationInvites'
  | 'listOrganizationMembers'
  | 'createOrganization'
  | 'renameOrganization'
  | 'getOnboardingConfiguration'
  | 'getTeamLimits'
  | 'createInvites'
  | 'getInvite'
  | 'deleteInvite'
  | 'resendInvite'
  | 'acceptInvite'
  | 'createStagedAttachment'
  | 'refreshStagedAttachment'
  | 'deleteStagedAttachment'
  | 'createCheckout'
  | 'createCustomerPortal'
  | 'getBillingDetails'
  | 'billingWebhook'
  | 'cancelCommand'
  | 'gmailWatchNotification'
> = {
  async createUser({ services, user, identity, body }) {
    if (user) return userView(services, user.id);
    if (!identity) throw unauthorized('Missing bearer token');
    if (!identity.email) throw badRequest('email: The sign-in did not share an e-mail address');
    const email = identity.email;
    const id = newId('usr');
    await services.db.transaction().execute(async (tx) => {
      const existing = await tx
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
        .executeTakeFirst();
      if (existing) throw conflict('An account with this e-mail address already exists');
      await tx
        .insertInto('users')
        .values({
          id,
          organization_id: null,
          email,
          display_name: body.display_name ?? identity.name ?? email.split('@')[0] ?? email,
          picture_url: body.picture_url ?? null,
          created_at: services.now(),
        })
        .execute();
      await tx
        .insertInto('provider_connections')
        .values({
          id: newId('pcn'),
          user_id: id,
          issuer: identity.issuer,
          subject: identity.subject,
          email,
          created_at: services.now(),
        })
        .execute();
    });
    return userView(services, id);
  },

  async createProviderConnection({ services, user, identity, params, body }) {
    if (!user || !identity || user.id !== params.user_id) throw notFound('User');
    const gmail = services.gmail;
    const grant = body.provider === 'google' ? body.oauth_grant : undefined;
    // Checked before anything is written: a refused grant leaves no connection behind.
    if (grant && !gmail) throw badRequest('oauth_grant: Gmail sync is not configured on this server');
    const now = services.now();
    // The connection and its grant are stored together or not at all.
    const { row, accountId } = await services.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('provider_connections')
        .values({
          id: newId('pcn'),
          user_id: user.id,
          issuer: identity.issuer,
          subject: identity.subject,
          email: identity.email,
          provider: body.provider,
          oauth_scopes: body.oauth_scopes,
          created_at: now,
        })
        .onConflict((oc) =>
          oc
            .columns(['issuer', 'subject'])
            .doUpdateSet({ provider: body.provider, oauth_scopes: body.oauth_scopes }),
        )
        .returning(['id', 'provider', 'oauth_scopes', 'created_at'])
        .executeTakeFirstOrThrow();
      const accountId =
        grant && gmail
          ? await gmail.connect(
              { userId: user.id, email: identity.email ?? user.email, scopes: body.oauth_scopes, grant },
              tx,
            )
          : null;
      return { row, accountId };
    });
    // The first sync runs after the answer (recent threads); pushes and the poller keep it going.
    if (accountId && gmail && hasGmailScopes(body.oauth_scopes))
      services.background.run('gmail initial sync', () => gmail.sync(accountId));
    return {
      id: row.id,
      provider: row.provider,
      oauth_scopes: row.oauth_scopes,
      reauth_reason: await reauthReasonFor(services.db, user.id),
      creation_date: row.created_at.toISOString(),
    };
  },

  async getAccount({ services, user }) {
    const { db } = services;
    // Unread inbox items from their partial index (inbox_items_user_unread_idx), each one's thread and
    // state looked up by key: the counts cost the unread items, not the whole inbox.
    const base = inboxItemsOf(db, user).where('inbox_items.is_unread', '=', true);
    const [byCategory, splits, spam, row, connection] = await Promise.all([
      base
        .select([
          sql<string>`coalesce(tus.category, 'primary')`.as('category'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .groupBy(sql`coalesce(tus.category, 'primary')`)
        .execute(),
      // A split being built has no count yet (the app shows it once its status clears).
      db
        .selectFrom('inbox_splits')
        .select(['id', 'query'])
        .where('user_id', '=', user.id)
        .where('status', 'is', null)
        .execute(),
      // From the user's spam marks (thread_user_states_spam_idx), each thread looked up by key.
      db
        .selectFrom('thread_user_states as sp')
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('threads')
              .select('threads.id')
              .whereRef('threads.id', '=', 'sp.thread_id')
              .where('threads.organization_id', '=', user.organization_id ?? NO_WORKSPACE)
              .where('threads.trashed_at', 'is', null)
              .limit(1)
              .as('threads'),
          (join) => join.onTrue(),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sp.user_id', '=', user.id)
        .where('sp.is_spam', '=', true)
        .where(
          sql<boolean>`exists (select 1 from messages m join message_user_states s on s.message_id = m.id where m.thread_id = threads.id and s.user_id = ${user.id} and s.is_unread offset 0)`,
        )
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('users')
        .select(['created_at', 'has_email_sync_enabled'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('provider_connections')
        .select('oauth_scopes')
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),
    ]);
    const reauth = await reauthReasonFor(db, user.id);
    const gmailScopes = await db
      .selectFrom('gmail_accounts')
      .select('oauth_scopes')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const by_inbox_split: Record<string, number> = {};
    for (const split of splits) {
      const parsed = split.query.trim() === '' ? null : parseSearchQuery(split.query);
      if (parsed && !parsed.ok) continue;
      const q = parsed ? base.where(compileSearch(parsed.query, { user, now: services.now() })) : base;
      const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      by_inbox_split[split.id] = Number(n);
    }
    const by_category: Record<string, number> = {};
    let total = 0;
    for (const c of byCategory) {
      by_category[c.category] = Number(c.n);
      total += Number(c.n);
    }
    return {
      unread_event_counts: { total, by_category, by_inbox_split },
      number_of_unread_spam_threads: Number(spam.n),
      has_email_sync_enabled: row.has_email_sync_enabled,
      is_email_sync_operational: reauth === null,
      oauth_scopes: gmailScopes?.oauth_scopes ?? connection?.oauth_scopes ?? [],
      reauth_reason: reauth,
      creation_date: row.created_at.toISOString(),
    };
  },

  async listSelfOrganizations({ services, user }) {
    return whole(user.organization_id ? [await organizationView(services.db, user.organization_id)] : []);
  },

  async listContacts({ services, user, query }) {
    const page = pageRequest(query, 30);
    const q = (query.q ?? '').trim().toLowerCase();
    const members = await services.db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'picture_url'])
      .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
      .orderBy('display_name')
      .execute();
    const externals = await services.db
      .selectFrom('messages')
      .innerJoin('message_user_states', 'message_user_states.message_id', 'messages.id')
      .select(['messages.sender_email as email', (eb) => eb.fn.max('messages.sender_name').as('name')])
      .where('message_user_states.user_id', '=', user.id)
      .where('messages.sender_user_id', 'is', null)
      .groupBy('messages.sender_email')
      .orderBy('messages.sender_email')
      .execute();
    const all: Contact[] = [
      ...members.map(userContact),
      ...externals.map((e) => externalContact(e.email, e.name ?? null)),
    ];
    const matching = q
      ? all.filter(
          (c) => c.email.toLowerCase().includes(q) || (c.display_name ?? '').toLowerCase().includes(q),
        )
      : all;
    const data = matching.slice(page.offset, page.offset + page.limit);
    return { data, meta: pageMeta(page, data.length, matching.length) };
  },

  async listOrganizationInvites({ services, user, params }) {
    return whole(
      (await organizationView(services.db, requireOwnOrganization(user, params.organization_id))).invites,
    );
  },

  async listOrganizationMembers({ services, user, params }) {
    return whole(
      (await organizationView(services.db, requireOwnOrganization(user, params.organization_id))).members,
    );
  },

  async createOrganization({ services, user, body }) {
    if (user.organization_id) throw forbidden('You already belong to a workspace');
    const id = newId('org');
    await services.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('organizations')
        .values({ id, name: body.name, created_at: services.now() })
        .execute();
      await tx.updateTable('users').set({ organization_id: id }).where('id', '=', user.id).execute();
    });
    return organizationView(services.db, id);
  },

  async renameOrganization({ services, user, params, body }) {
    const id = requireOwnOrganization(user, params.organization_id);
    await services.db
      .updateTable('organizations')
      .set({ name: body.name, show_workspace_name_step: false })
      .where('id', '=', id)
      .execute();
    return organizationView(services.db, id);
  },

  async getOnboardingConfiguration({ services, user, params }) {
    const id = requireOwnOrganization(user, params.organization_id);
    const org = await services.db
      .selectFrom('organizations')
      .select('show_workspace_name_step')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { show_workspace_name_step: org.show_workspace_name_step };
  },

  async getTeamLimits({ services, user, params }) {
    const id = requireOwnOrganization(user, params.organization_id);
    const org = await services.db
      .selectFrom('organizations')
      .select('plan')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const size = await teamSize(services.db, id);
    return computeTeamLimits({
      currentTeamSize: size.members,
      isSubscribed: org.plan === 'premium',
      newestMemberCreation: size.newest,
      now: services.now(),
    });
  },

  async createInvites({ services, user, body }) {
    const organizationId = requireOwnOrganization(user, body.organization_id);
    const emails = [...new Set(body.emails.map((e) => e.trim().toLowerCase()))];
    const ids: string[] = [];
    await services.db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('users')
        .select('email')
        .where('organization_id', '=', organizationId)
        .where(sql<boolean>`lower(email) in (${sql.join(emails)})`)
        .union(
          tx
            .selectFrom('invites')
            .select('email')
            .where('organization_id', '=', organizationId)
            .where('accepted_at', 'is', null)
            .where(sql<boolean>`lower(email) in (${sql.join(emails)})`),
        )
        .execute();
      if (taken.length > 0) throw conflict(texts.validation.inviteConflict);
      const org = await tx
        .selectFrom('organizations')
        .select('plan')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      const size = await teamSize(tx, organizationId);
      if (org.plan !== 'premium' && size.members + size.pending + emails.length > FREE_TEAM_LIMIT) {
        throw forbidden(
          `The free plan is limited to ${FREE_TEAM_LIMIT} members. Upgrade to invite more people.`,
        );
      }
      for (const email of emails) {
        const id = newId('inv');
        ids.push(id);
        await tx
          .insertInto('invites')
          .values({
            id,
            organization_id: organizationId,
            email,
            invited_by: user.id,
            created_at: services.now(),
            last_sent_at: services.now(),
          })
          .execute();
      }
    });
    const rows = await services.db
      .selectFrom('invites')
      .select(['id', 'email', 'created_at'])
      .where('id', 'in', ids)
      .orderBy('email')
      .execute();
    return whole(rows.map((i) => ({ id: i.id, email: i.email, creation_date: i.created_at.toISOString() })));
  },

  async getInvite({ services, params }) {
    const row = await services.db
      .selectFrom('invites')
      .innerJoin('organizations', 'organizations.id', 'invites.organization_id')
      .leftJoin('users', 'users.id', 'invites.invited_by')
      .select([
        'invites.id',
        'invites.email',
        'invites.organization_id',
        'organizations.name',
        'users.display_name',
      ])
      .where('invites.id', '=', params.invite_id)
      .where('invites.accepted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw new HttpError('not_found', texts.invite.expired);
    return {
      id: row.id,
      email: row.email,
      organization_id: row.organization_id,
      organization_name: row.name,
      inviter_name: row.display_name ?? null,
    };
  },

  async deleteInvite({ services, user, params }) {
    const result = await services.db
      .deleteFrom('invites')
      .where('id', '=', params.invite_id)
      .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Invite');
  },

  async resendInvite({ services, user, params }) {
    const row = await services.db
      .updateTable('invites')
      .set({ last_sent_at: services.now() })
      .where('id', '=', params.invite_id)
      .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
      .where('accepted_at', 'is', null)
      .returning(['id', 'email', 'created_at'])
      .executeTakeFirst();
    if (!row) throw notFound('Invite');
    return { id: row.id, email: row.email, creation_date: row.created_at.toISOString() };
  },

  async acceptInvite({ services, user, params }) {
    const organizationId = await services.db.transaction().execute(async (tx) => {
      const invite = await tx
        .selectFrom('invites')
        .select(['id', 'organization_id', 'email'])
        .where('id', '=', params.invite_id)
        .where('accepted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      // Only the invited person may accept: for anyone else the invite does not exist (no oracle).
      if (!invite || invite.email.trim().toLowerCase() !== user.email.trim().toLowerCase())
        throw new HttpError('not_found', texts.invite.expired);
      if (user.organization_id) throw forbidden(texts.invite.cannotAcceptTitle);
      await tx
        .updateTable('users')
        .set({ organization_id: invite.organization_id })
        .where('id', '=', user.id)
        .execute();
      await tx
        .updateTable('invites')
        .set({ accepted_at: services.now() })
        .where('id', '=', invite.id)
        .execute();
      return invite.organization_id;
    });
    return organizationView(services.db, organizationId);
  },

  async createStagedAttachment({ services, user, body }) {
    if (!user.organization_id) throw notFound('Organization');
    if (isBlockedAttachment({ name: body.download_file_name, type: body.mime_type })) {
      throw badRequest(`download_file_name: ${texts.validation.fileTypeBlocked(body.download_file_name)}`);
    }
    if (body.file_size > MAX_ATTACHMENTS_TOTAL_BYTES)
      throw badRequest(`file_size: ${texts.validation.fileTooLarge}`);
    const row = {
      id: newId('stg'),
      user_id: user.id,
      organization_id: user.organization_id,
      name: body.download_file_name,
      mime_type: body.mime_type,
      size: body.file_size,
      created_at: services.now(),
      expiry_date: new Date(services.now().getTime() + STAGED_TTL_MS),
    };
    await services.db.insertInto('staged_attachments').values(row).execute();
    return stagedResponse(services, row);
  },

  async refreshStagedAttachment({ services, user, params }) {
    const row = await services.db
      .updateTable('staged_attachments')
      .set({ expiry_date: new Date(services.now().getTime() + STAGED_TTL_MS) })
      .where('id', '=', params.staged_attachment_id)
      .where('user_id', '=', user.id)
      .returning(['id', 'name', 'mime_type', 'expiry_date'])
      .executeTakeFirst();
    if (!row) throw notFound('Staged attachment');
    return stagedResponse(services, row);
  },

  async deleteStagedAttachment({ services, user, params }) {
    const result = await services.db
      .deleteFrom('staged_attachments')
      .where('id', '=', params.staged_attachment_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Staged attachment');
  },

  async createCheckout({ services, user, body }) {
    const id = requireOwnOrganization(user, body.organization_id);
    const size = await teamSize(services.db, id);
    const redirect_url = await billingProvider(services).checkoutUrl({
      organizationId: id,
      frequency: body.billing_frequency,
      email: user.email,
      seats: size.members,
    });
    return { redirect_url };
  },

  async createCustomerPortal({ services, user, body }) {
    const id = requireOwnOrganization(user, body.organization_id);
    return { redirect_url: await billingProvider(services).portalUrl({ organizationId: id }) };
  },

  async getBillingDetails({ services, user, query }) {
    const id = requireOwnOrganization(user, query.organization_id);
    return readBillingDetails(services, id, query.invoices);
  },

  async billingWebhook({ services, header, rawBody }) {
    await billingProvider(services).handleWebhook(rawBody(), header('stripe-signature'));
    return { received: true as const };
  },

  async cancelCommand({ services, user, body }) {
    // An undone read or star goes back to the IMAP server too: pending with the undo, written once it committed.
    let threads: string[] = [];
    await services.cancels.cancel(user.id, body.cancel_token, async (tx, undone) => {
      threads = await threadsOfUndo(tx, undone);
      await markPendingFlags(tx, user.id, threads);
    });
    writeBackToImap(services, user.id, threads);
  },

  async gmailWatchNotification({ services, body, header }) {
    const gmail = services.gmail;
    if (!gmail) throw unauthorized('Gmail sync is not configured on this server');
    const check = await gmail.verifyPush(header('authorization'));
    if (!check.ok) throw unauthorized(check.reason);
    const outcome = await gmail.notify(body.message.data);
    if (outcome === 'malformed')
      throw badRequest('message.data: not a Gmail notification ({ emailAddress, historyId })');
    // An address no account here has is acknowledged too (Pub/Sub would retry it forever otherwise).
    if (typeof outcome === 'object')
      services.background.run('gmail sync (push)', () => gmail.sync(outcome.accountId));
  },
};
