import type { EndpointName } from '@switchboard/api-client';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { SEED_IDS } from '../../src/seed/seed.js';

/** Ids of Acme data that only some users may see or change, found in the seeded database. */
export interface Targets {
  /** A thread visible to alice only through the private Leadership channel (carol is not in it). */
  privateThread: string;
  privateMessage: string;
  privateChannel: string;
  aliceLabel: string;
  aliceRule: string;
  aliceSplit: string;
  aliceInboxItem: string;
  aliceInboxItem2: string;
  aliceStaged: string;
  acmeInvite: string;
}

export async function findTargets(db: Db): Promise<Targets> {
  const alice = SEED_IDS.user('alice');
  const carol = SEED_IDS.user('carol');
  const privateChannel = SEED_IDS.channel('leadership');
  let thread = await db
    .selectFrom('thread_channels')
    .select('thread_id')
    .where('channel_id', '=', privateChannel)
    .where(
      sql<boolean>`not exists (select 1 from thread_followers f where f.thread_id = thread_channels.thread_id and f.user_id = ${carol})`,
    )
    .where(
      sql<boolean>`not exists (select 1 from thread_channels o join channels c on c.id = o.channel_id where o.thread_id = thread_channels.thread_id and c.is_public)`,
    )
    .executeTakeFirst();
  if (!thread) {
    // Make one: a thread of Acme only in Leadership, followed by alice.
    const id = 'thr_private_fixture';
    await db
      .insertInto('threads')
      .values({ id, organization_id: SEED_IDS.acme, title: 'Board prep' })
      .execute();
    await db
      .insertInto('messages')
      .values({
        id: 'msg_private_fixture',
        thread_id: id,
        organization_id: SEED_IDS.acme,
        sender_user_id: alice,
        sender_email: 'alice@acme.example',
        sender_name: 'Alice Martin',
        body: '<p>Board prep</p>',
        body_text: 'Board prep',
        signature: null,
        subject: 'Board prep',
      })
      .execute();
    await db
      .insertInto('thread_channels')
      .values({ thread_id: id, channel_id: privateChannel, added_by: alice })
      .execute();
    await db.insertInto('thread_followers').values({ thread_id: id, user_id: alice }).execute();
    thread = { thread_id: id };
  }
  const message = await db
    .selectFrom('messages')
    .select('id')
    .where('thread_id', '=', thread.thread_id)
    .where('type', '=', 'main')
    .executeTakeFirstOrThrow();
  const inbox = await db
    .selectFrom('inbox_items')
    .select('id')
    .where('user_id', '=', alice)
    .orderBy('id')
    .limit(2)
    .execute();
  const staged = await db
    .insertInto('staged_attachments')
    .values({
      id: 'stg_alice_fixture',
      user_id: alice,
      organization_id: SEED_IDS.acme,
      name: 'a.txt',
      mime_type: 'text/plain',
      size: 1,
      expiry_date: new Date('2100-01-01T00:00:00Z'),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return {
    privateThread: thread.thread_id,
    privateMessage: message.id,
    privateChannel,
    aliceLabel: 'lbl_alice_customers',
    aliceRule: 'rul_alice_invoices',
    aliceSplit: 'spl_alice_customers',
    aliceInboxItem: inbox[0]?.id ?? '',
    aliceInboxItem2: inbox[1]?.id ?? '',
    aliceStaged: staged?.id ?? 'stg_alice_fixture',
    acmeInvite: 'inv_acme_grace',
  };
}

/**
 * Who may reach what an endpoint names:
 * - `thread`: a thread (or its messages) of the private channel: alice yes; carol, erin no.
 * - `channel`: the private channel: alice yes; carol, erin no.
 * - `own`: something of alice's own (label, rule, split, inbox item, settings, upload): only alice.
 * - `org`: Acme itself: alice and carol (members); erin no.
 * - `self`: names nothing but the caller's own data: everyone signed in may call it; no leak is checked.
 * - `public`: webhooks (no bearer token; they check their own signatures).
 */
export type Scope = 'thread' | 'channel' | 'own' | 'org' | 'self' | 'public';

export interface Request {
  scope: Scope;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** A valid request for every endpoint of the contract, aimed at the targets. */
export function requestsFor(t: Targets): Record<EndpointName, Request> {
  const thread = { thread_id: t.privateThread };
  const message = { message_id: t.privateMessage };
  const channel = { channel_id: t.privateChannel };
  const org = { organization_id: SEED_IDS.acme };
  const alice = SEED_IDS.user('alice');
  const dave = SEED_IDS.user('dave');
  return {
    createStagedAttachment: {
      scope: 'self',
      body: { download_file_name: 'x.txt', mime_type: 'text/plain', file_size: 3 },
    },
    refreshStagedAttachment: { scope: 'own', params: { staged_attachment_id: t.aliceStaged } },
    deleteStagedAttachment: { scope: 'own', params: { staged_attachment_id: t.aliceStaged } },
    getChannel: { scope: 'channel', params: channel },
    updateChannel: { scope: 'channel', params: channel, body: { color: '#000000' } },
    deleteChannel: { scope: 'channel', params: channel },
    listChannelThreads: { scope: 'channel', params: channel, query: {} },
    addChannelParticipants: { scope: 'channel', params: channel, body: { user_ids: [dave] } },
    removeChannelParticipants: { scope: 'channel', params: channel, body: { user_ids: [dave] } },
    setChannelNotificationLevel: { scope: 'channel', params: channel, body: { notification_level: 'all' } },
    setChannelRank: { scope: 'channel', params: channel, body: { rank: 'b' } },
    getChannelRulesSummary: { scope: 'channel', params: channel },
    joinChannel: { scope: 'channel', params: channel, body: {} },
    leaveChannel: { scope: 'channel', params: channel },
    listOrganizationChannels: { scope: 'org', params: org },
    createOrganizationChannel: { scope: 'org', params: org, body: { name: 'Matrix', color: '#000000' } },
    markInboxEventAsRead: { scope: 'own', params: { inbox_item_id: t.aliceInboxItem } },
    removeInboxEventFromInbox: { scope: 'own', params: { inbox_item_id: t.aliceInboxItem } },
    removeInboxEventsFromInbox: { scope: 'own', body: { ids: [t.aliceInboxItem2] } },
    createInboxSplit: { scope: 'self', body: { name: 'Matrix split', query: '' } },
    updateInboxSplit: { scope: 'own', params: { inbox_split_id: t.aliceSplit }, body: { name: 'Renamed' } },
    deleteInboxSplit: { scope: 'own', params: { inbox_split_id: t.aliceSplit } },
    createRule: {
      scope: 'channel',
      body: {
        query: 'from:x',
        actions: [{ type: 'ADD_TO_CHANNEL', channel_id: t.privateChannel }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    },
    updateRule: { scope: 'own', params: { rule_id: t.aliceRule }, body: { apply_to_incoming: false } },
    deleteRule: { scope: 'own', params: { rule_id: t.aliceRule } },
    addMessageReaction: { scope: 'thread', params: message, body: { reaction_code: '1f44d' } },
    removeMessageReaction: { scope: 'thread', params: message, body: { reaction_code: '1f44d' } },
    markMessagesAsRead: { scope: 'thread', body: { message_ids: [t.privateMessage] } },
    markMessagesAsUnread: { scope: 'thread', body: { message_ids: [t.privateMessage] } },
    deleteMessage: { scope: 'thread', params: message },
    sendMessageNow: { scope: 'thread', params: message },
    resendMessage: { scope: 'thread', params: message },
    getOriginalMessage: { scope: 'thread', params: message },
    registerDevice: {
      scope: 'self',
      body: {
        device_id: 'd',
        device_type: 'browser',
        push_subscription: {
          endpoint: 'http://127.0.0.1:9/push/d',
          keys: {
            p256dh: 'BDrlSMQ_JnFBhe_g9XoSY9gShl4Gfvz9k7WapnEKJzZR7IhmbAlOFj84v_3RrHXikEy_vtelOFFLnPOck0grCoA',
            auth: 'kX3ALB2K6B4i6QZ1Wb_jdQ',
          },
        },
      },
    },
    removeDevice: { scope: 'self', body: { device_id: 'd', endpoint: 'http://127.0.0.1:9/push/d' } },
    getPushPublicKey: { scope: 'self' },
    // The backup page (admins only; backup.test.ts covers the rights and the embedded data folder).
    listBackups: { scope: 'self' },
    createBackup: { scope: 'self' },
    deleteBackup: { scope: 'self', params: { backup_id: 'backup-20260101t000000z-abcd' } },
    scheduleRestore: { scope: 'self', params: { backup_id: 'backup-20260101t000000z-abcd' } },
    cancelRestore: { scope: 'self' },
    listImapAccounts: { scope: 'self' },
    // Nothing listens on port 1: the login check answers bad_request (imap-accounts.test covers a real server).
    connectImapAccount: {
      scope: 'self',
      body: { host: '127.0.0.1', port: 1, tls: false, username: 'alice@acme.example', password: 'pw' },
    },
    disconnectImapAccount: { scope: 'own', params: { account_id: 'acc_none' } },
    listOrganizationInvites: { scope: 'org', params: org },
    listOrganizationMembers: { scope: 'org', params: org },
    createOrganization: { scope: 'self', body: { name: 'New co' } },
    renameOrganization: { scope: 'org', params: org, body: { name: 'Acme 2' } },
    getOnboardingConfiguration: { scope: 'org', params: org },
    getTeamLimits: { scope: 'org', params: org },
    getSelf: { scope: 'self' },
    getAccount: { scope: 'self' },
    listSelfChannels: { scope: 'self' },
    listSelfOrganizations: { scope: 'self' },
    listContacts: { scope: 'self', query: {} },
    listSelfRules: { scope: 'self' },
    listInboxSplits: { scope: 'self' },
    listLabels: { scope: 'self' },
    createLabel: { scope: 'self', body: { name: 'Matrix label', color: '#000000' } },
    listInboxEvents: { scope: 'self', query: {} },
    listSentThreads: { scope: 'self', query: {} },
    listTrashedThreads: { scope: 'self', query: {} },
    listSnoozedThreads: { scope: 'self', query: {} },
    listSpamThreads: { scope: 'self', query: {} },
    listStarredThreads: { scope: 'self', query: {} },
    listScheduledThreads: { scope: 'self', query: {} },
    listAllThreads: { scope: 'self', query: { limit: 30 } },
    // A filter, not a lookup: others get an empty page (the leak check looks for the thread in it).
    listFilteredThreads: { scope: 'self', query: { thread_ids: [t.privateThread] } },
    searchThreads: { scope: 'self', query: { query: 'board' } },
    getThread: { scope: 'thread', params: thread },
    updateThread: { scope: 'thread', params: thread, body: { title: 'Changed' } },
    announcePresence: {
      scope: 'thread',
      params: thread,
      body: { tab_id: 'tab_matrix', activity: 'viewing' },
    },
    listThreadMessages: { scope: 'thread', params: thread, query: {} },
    postThreadMessage: {
      scope: 'thread',
      params: thread,
      body: {
        id: 'msg_matrix',
        message_body: '<p>x</p>',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    },
    listThreadEvents: { scope: 'thread', params: thread },
    listReferencedMessages: { scope: 'thread', params: thread },
    listPrivateMessages: { scope: 'thread', params: thread, query: org },
    postPrivateMessage: {
      scope: 'thread',
      params: thread,
      query: org,
      body: { id: 'msg_matrix_p', message_body: 'x' },
    },
    addThreadFollowers: { scope: 'thread', params: thread, body: { user_ids: [dave] } },
    removeThreadFollowers: { scope: 'thread', params: thread, body: { user_ids: [alice] } },
    addThreadToInbox: { scope: 'thread', params: thread },
    snoozeThread: { scope: 'thread', params: thread, body: { snooze_end_date: 4_102_444_800 } },
    markAllThreadMessagesAsRead: { scope: 'thread', params: thread },
    markThreadAsSpam: { scope: 'thread', params: thread },
    markThreadAsNotSpam: { scope: 'thread', params: thread },
    trashThread: { scope: 'thread', params: thread },
    untrashThread: { scope: 'thread', params: thread },
    addThreadChannels: {
      scope: 'thread',
      params: thread,
      body: { channel_ids: [SEED_IDS.channel('general')] },
    },
    removeThreadChannels: { scope: 'thread', params: thread, body: { channel_ids: [t.privateChannel] } },
    sendThreadNow: { scope: 'thread', params: thread },
    getThreadSummary: { scope: 'thread', params: thread },
    getQuickReplies: { scope: 'thread', params: thread },
    generateSubject: { scope: 'self', body: { message_body: '<p>The Q3 budget review is on Thursday.</p>' } },
    askAi: {
      scope: 'thread',
      body: { question: 'What is the board prep about?', thread_id: t.privateThread },
    },
    createThread: {
      scope: 'channel',
      body: {
        thread_id: 'thr_matrix',
        message_id: 'msg_matrix_new',
        message_body: '<p>x</p>',
        thread_title: 'x',
        channel_ids: [t.privateChannel],
      },
    },
    addThreadsToInbox: { scope: 'thread', body: { thread_ids: [t.privateThread] } },
    deleteThreads: { scope: 'thread', body: { thread_ids: [t.privateThread] } },
    starThreads: { scope: 'thread', body: { thread_ids: [t.privateThread] } },
    unstarThreads: { scope: 'thread', body: { thread_ids: [t.privateThread] } },
    updateThreadsChannels: {
      scope: 'thread',
      body: { thread_ids: [t.privateThread], add_channel_ids: [SEED_IDS.channel('general')] },
    },
    addThreadsLabels: { scope: 'own', body: { label_ids: [t.aliceLabel], thread_ids: [t.privateThread] } },
    removeThreadsLabels: { scope: 'own', body: { label_ids: [t.aliceLabel], thread_ids: [t.privateThread] } },
    moveThreadsToCategory: {
      scope: 'thread',
      body: { threadPublicIds: [t.privateThread], fromCategory: 'primary', targetCategory: 'social' },
    },
    createUser: { scope: 'self', body: {} },
    createProviderConnection: { scope: 'own', params: { user_id: alice }, body: { provider: 'google' } },
    getUserSettings: { scope: 'own', params: { user_id: alice } },
    // Ends the caller's own sign-in: the authorization matrix sends it last.
    signOut: { scope: 'self' },
    updateUserSettings: { scope: 'own', params: { user_id: alice }, body: { theme: 'rose' } },
    updateLabel: {
      scope: 'own',
      params: { label_id: t.aliceLabel },
      body: { name: 'Renamed', color: '#000000' },
    },
    deleteLabel: { scope: 'own', params: { label_id: t.aliceLabel } },
    listLabelThreads: { scope: 'own', params: { label_id: t.aliceLabel }, query: {} },
    createInvites: {
      scope: 'org',
      body: { organization_id: SEED_IDS.acme, emails: ['matrix@acme.example'] },
    },
    getInvite: { scope: 'self', params: { invite_id: t.acmeInvite } },
    deleteInvite: { scope: 'org', params: { invite_id: t.acmeInvite } },
    resendInvite: { scope: 'org', params: { invite_id: t.acmeInvite } },
    acceptInvite: { scope: 'self', params: { invite_id: t.acmeInvite } },
    createCheckout: { scope: 'org', body: { organization_id: SEED_IDS.acme } },
    createCustomerPortal: { scope: 'org', body: { organization_id: SEED_IDS.acme } },
    getBillingDetails: { scope: 'org', query: org },
    billingWebhook: {
      scope: 'public',
      body: { id: 'evt', type: 'checkout.session.completed', data: { object: {} } },
    },
    cancelCommand: { scope: 'self', body: { cancel_token: 'none' } },
    gmailWatchNotification: { scope: 'public', body: { message: { data: 'e30=' }, subscription: 's' } },
    // Connecting Gmail names only the caller's own account (this server has no Google client: 400).
    getGmailConnection: { scope: 'self' },
    startGmailAuthorization: {
      scope: 'self',
      body: { redirect_uri: 'http://localhost:3000/gmail/callback' },
    },
    completeGmailAuthorization: { scope: 'self', body: { state: 'state-of-nobody', code: 'code' } },
    deleteGmailConnection: { scope: 'self' },
  };
}

/** A fingerprint of every table a request could change (not sign-in sessions or cancel tokens). */
export async function databaseDigest(db: Db): Promise<string> {
  const tables = [
    'organizations',
    'users',
    'channels',
    'channel_members',
    'labels',
    'threads',
    'thread_user_states',
    'thread_channels',
    'thread_labels',
    'thread_followers',
    'messages',
    'message_user_states',
    'message_reactions',
    'attachments',
    'staged_attachments',
    'inbox_items',
    'thread_events',
    'rules',
    'inbox_splits',
    'invites',
    'devices',
    'outbox',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const row = await sql<{
      digest: string | null;
    }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
      db,
    );
    parts.push(`${table}:${row.rows[0]?.digest ?? 'empty'}`);
  }
  return parts.join('\n');
}
