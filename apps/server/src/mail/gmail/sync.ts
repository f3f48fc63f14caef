import type { gmail_v1 } from '@googleapis/gmail';
import { hasGmailScopes } from '@switchboard/domain';
import type { Db } from '../../db/database.js';
import { applyFlags } from '../imap-sync.js';
import { ingestParsedMail, type MailUser, parseMail } from '../ingest.js';
import { type GmailAccount, gmailClientFor, gmailError, isRevokedGrant, markRevoked } from './client.js';
import type { GmailConfig } from './config.js';

export interface GmailSyncReport {
  /** `initial`: recent messages listed (first sync, or history too old); `history`: changes since the last one. */
  mode: 'initial' | 'history' | 'revoked' | 'skipped';
  added: number;
  historyId: string | null;
}

async function owner(db: Db, account: GmailAccount): Promise<MailUser | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'organization_id'])
    .where('id', '=', account.user_id)
    .executeTakeFirst();
  if (!user?.organization_id) return null;
  return { id: user.id, email: user.email, organization_id: user.organization_id };
}

/**
 * Fetches one Gmail message whole (`format=raw`: its RFC 822 source) and delivers it through the same path as
 * SMTP mail (mailparser, threading, attachments, rules); UNREAD/STARRED labels become read and starred. Skips
 * messages already synced (by Gmail id; ingest itself is idempotent by Message-ID) and drafts.
 */
async function syncMessage(
  db: Db,
  api: gmail_v1.Gmail,
  account: GmailAccount,
  user: MailUser,
  gmailId: string,
  now: Date,
): Promise<boolean> {
  const known = await db
    .selectFrom('gmail_messages')
    .select('message_id')
    .where('account_id', '=', account.id)
    .where('gmail_id', '=', gmailId)
    .executeTakeFirst();
  if (known) return false;
  let data: gmail_v1.Schema$Message;
  try {
    data = (await api.users.messages.get({ userId: 'me', id: gmailId, format: 'raw' })).data;
  } catch (error) {
    // Deleted between the listing and now.
    if (gmailError(error).status === 404) return false;
    throw error;
  }
  const labels = new Set(data.labelIds ?? []);
  if (!data.raw || labels.has('DRAFT')) return false;
  const parsed = await parseMail(Buffer.from(data.raw, 'base64url'));
  const result = await db.transaction().execute(async (tx) => {
    const r = await ingestParsedMail(tx, parsed, { recipients: [user], receivedAt: null, now });
    const delivery = r.deliveries[0];
    if (delivery)
      await tx
        .insertInto('gmail_messages')
        .values({
          account_id: account.id,
          gmail_id: gmailId,
          gmail_thread_id: data.threadId ?? gmailId,
          message_id: delivery.message_id,
          thread_id: delivery.thread_id,
        })
        .onConflict((oc) => oc.columns(['account_id', 'gmail_id']).doNothing())
        .execute();
    return r;
  });
  const delivery = result.deliveries[0];
  if (!delivery) return false;
  const flags = new Set<string>();
  if (!labels.has('UNREAD')) flags.add('\\Seen');
  if (labels.has('STARRED')) flags.add('\\Flagged');
  await applyFlags(db, user.id, delivery.message_id, delivery.thread_id, flags);
  return !delivery.duplicate;
}

/** Lists the newest messages (one bounded page) and syncs them; the mailbox's historyId is read first. */
async function initialSync(
  db: Db,
  api: gmail_v1.Gmail,
  config: GmailConfig,
  account: GmailAccount,
  user: MailUser,
  now: Date,
): Promise<GmailSyncReport> {
  const profile = (await api.users.getProfile({ userId: 'me' })).data;
  const list = (await api.users.messages.list({ userId: 'me', maxResults: config.initialSyncLimit })).data;
  // Oldest first, so replies thread onto what they answer.
  const ids = (list.messages ?? []).flatMap((m) => (m.id ? [m.id] : [])).reverse();
  let added = 0;
  for (const id of ids) if (await syncMessage(db, api, account, user, id, now)) added += 1;
  return { mode: 'initial', added, historyId: profile.historyId ?? null };
}

/** Follows `users.history.list` from the stored historyId, every page; null when Google says it is too old (404). */
async function historySync(
  db: Db,
  api: gmail_v1.Gmail,
  account: GmailAccount,
  user: MailUser,
  now: Date,
): Promise<GmailSyncReport | null> {
  let pageToken: string | undefined;
  let historyId = account.history_id;
  let added = 0;
  do {
    let page: gmail_v1.Schema$ListHistoryResponse;
    try {
      page = (
        await api.users.history.list({
          userId: 'me',
          startHistoryId: account.history_id ?? undefined,
          historyTypes: ['messageAdded'],
          ...(pageToken ? { pageToken } : {}),
        })
      ).data;
    } catch (error) {
      if (gmailError(error).status === 404) return null;
      throw error;
    }
    for (const h of page.history ?? [])
      for (const m of h.messagesAdded ?? [])
        if (m.message?.id && (await syncMessage(db, api, account, user, m.message.id, now))) added += 1;
    historyId = page.historyId ?? historyId;
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  return { mode: 'history', added, historyId };
}

/**
 * One sync of a Gmail account: the first one (or one whose historyId Google no longer knows) lists recent
 * messages; later ones follow the history. A refused grant (`invalid_grant`) marks the account revoked (the
 * 're-auth' banner) and stops syncing it until the user connects again.
 */
export async function syncGmailAccount(
  db: Db,
  config: GmailConfig,
  accountId: string,
  now: Date,
): Promise<GmailSyncReport> {
  const account = await db
    .selectFrom('gmail_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const user = await owner(db, account);
  // A refused grant or one without the Gmail scopes waits for the user to sign in again (the re-auth banner).
  if (account.revoked_at || !user || !hasGmailScopes(account.oauth_scopes))
    return { mode: 'skipped', added: 0, historyId: account.history_id };
  const api = gmailClientFor(db, config, account);
  try {
    const report =
      (account.history_id ? await historySync(db, api, account, user, now) : null) ??
      (await initialSync(db, api, config, account, user, now));
    await db
      .updateTable('gmail_accounts')
      .set({ history_id: report.historyId, last_synced_at: now, last_error: null })
      .where('id', '=', account.id)
      .execute();
    return report;
  } catch (error) {
    if (isRevokedGrant(error)) {
      await markRevoked(db, account.id, now, gmailError(error).message);
      return { mode: 'revoked', added: 0, historyId: account.history_id };
    }
    await db
      .updateTable('gmail_accounts')
      .set({ last_error: gmailError(error).message })
      .where('id', '=', account.id)
      .execute();
    throw error;
  }
}

/**
 * Asks Gmail to publish the mailbox's changes to the configured Pub/Sub topic (`users.watch`); a watch lasts
 * 7 days, so the scheduler renews it a day before it ends. Without a topic nothing is watched (polling only).
 */
export async function renewGmailWatch(
  db: Db,
  config: GmailConfig,
  accountId: string,
  now: Date,
): Promise<Date | null> {
  if (!config.topicName) return null;
  const account = await db
    .selectFrom('gmail_accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  if (account.revoked_at || !hasGmailScopes(account.oauth_scopes)) return null;
  const api = gmailClientFor(db, config, account);
  try {
    const watch = (
      await api.users.watch({
        userId: 'me',
        requestBody: { topicName: config.topicName, labelIds: ['INBOX'], labelFilterBehavior: 'include' },
      })
    ).data;
    const expires = watch.expiration ? new Date(Number(watch.expiration)) : null;
    await db
      .updateTable('gmail_accounts')
      .set({ watch_expires_at: expires })
      .where('id', '=', account.id)
      .execute();
    return expires;
  } catch (error) {
    if (isRevokedGrant(error)) {
      await markRevoked(db, account.id, now, gmailError(error).message);
      return null;
    }
    throw error;
  }
}
