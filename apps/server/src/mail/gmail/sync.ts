import type { gmail_v1 } from '@googleapis/gmail';
import { hasGmailScopes } from '@switchboard/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { applyMessageFlags } from '../imap-sync.js';
import { IMPORT_BATCH_SIZE, storeSyncedBatch } from '../import-mail.js';
import type { MailUser } from '../ingest.js';
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

/** Gmail messages fetched at once (`users.messages.get`, 5 quota units each: well inside a user's 250 a second). */
export const GMAIL_FETCH_CONCURRENCY = 8;

/**
 * Fetches Gmail messages whole (`format=raw`: their RFC 822 source) and delivers them through the same path as
 * imported mail (mailparser, threading, attachments, rules), {@link IMPORT_BATCH_SIZE} per transaction;
 * UNREAD/STARRED labels become read and starred. Skips messages already synced (by Gmail id; delivery itself
 * is idempotent by Message-ID), drafts, and messages deleted since they were listed. `ids` oldest first, so
 * replies thread onto what they answer; {@link GMAIL_FETCH_CONCURRENCY} are fetched at a time, in order.
 * Answers how many were added.
 */
async function syncMessages(
  db: Db,
  api: gmail_v1.Gmail,
  account: GmailAccount,
  user: MailUser,
  ids: readonly string[],
  now: Date,
): Promise<number> {
  const directory = new Map<string, MailUser[]>();
  let added = 0;
  for (let start = 0; start < ids.length; start += IMPORT_BATCH_SIZE) {
    const part = [...new Set(ids.slice(start, start + IMPORT_BATCH_SIZE))];
    const known = new Set(
      (
        await db
          .selectFrom('gmail_messages')
          .select('gmail_id')
          .where('account_id', '=', account.id)
          .where('gmail_id', '=', sql<string>`any(${part}::text[])`)
          .execute()
      ).map((r) => r.gmail_id),
    );
    const fetched = await inOrder(
      part.filter((id) => !known.has(id)),
      GMAIL_FETCH_CONCURRENCY,
      async (gmailId) => {
        try {
          return (await api.users.messages.get({ userId: 'me', id: gmailId, format: 'raw' })).data;
        } catch (error) {
          // Deleted between the listing and now.
          if (gmailError(error).status === 404) return null;
          throw error;
        }
      },
    );
    const batch = fetched.flatMap((data) =>
      data?.id && data.raw && !data.labelIds?.includes('DRAFT')
        ? [{ data, gmailId: data.id, raw: data.raw }]
        : [],
    );
    if (batch.length === 0) continue;
    const { outcome, copies } = await storeSyncedBatch(
      db,
      user,
      batch.map((m) => ({ label: `Gmail ${m.gmailId}`, source: Buffer.from(m.raw, 'base64url') })),
      now,
      directory,
    );
    added += outcome.imported;
    const delivered = batch.flatMap((m, index) => {
      const copy = copies[index];
      return copy ? [{ ...m, copy }] : [];
    });
    if (delivered.length === 0) continue;
    await db
      .insertInto('gmail_messages')
      .values(
        delivered.map((m) => ({
          account_id: account.id,
          gmail_id: m.gmailId,
          gmail_thread_id: m.data.threadId ?? m.gmailId,
          message_id: m.copy.id,
          thread_id: m.copy.thread_id,
        })),
      )
      .onConflict((oc) => oc.columns(['account_id', 'gmail_id']).doNothing())
      .execute();
    await applyMessageFlags(
      db,
      user.id,
      delivered.map((m) => {
        const labels = new Set(m.data.labelIds ?? []);
        const flags = new Set<string>();
        if (!labels.has('UNREAD')) flags.add('\\Seen');
        if (labels.has('STARRED')) flags.add('\\Flagged');
        return { messageId: m.copy.id, threadId: m.copy.thread_id, flags };
      }),
    );
  }
  return added;
}

/** `work` over `items`, at most `limit` at a time; the answers in the items' order. */
async function inOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
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
  const added = await syncMessages(db, api, account, user, ids, now);
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
    const ids = (page.history ?? []).flatMap((h) =>
      (h.messagesAdded ?? []).flatMap((m) => (m.message?.id ? [m.message.id] : [])),
    );
    added += await syncMessages(db, api, account, user, ids, now);
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
