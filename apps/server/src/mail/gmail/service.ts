import { gmailReauthReason, type ReauthReason } from '@switchboard/domain';
import type { JWTVerifyGetKey } from 'jose';
import type { Db } from '../../db/database.js';
import { claimLease, PROCESS_OWNER } from '../../jobs/lease.js';
import { newId } from '../../lib/ids.js';
import type { GmailConfig } from './config.js';
import { sealGrantSecret } from './grant-secret.js';
import { createPushVerifier, decodeNotificationData, type PushCheck } from './push.js';
import { type GmailSyncReport, renewGmailWatch, syncGmailAccount } from './sync.js';

/** Renew a watch this long before it ends (a watch lasts 7 days). */
const WATCH_RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How long a process keeps an account's Gmail lease without a run (runs come every few seconds). */
export const GMAIL_LEASE_MS = 5 * 60_000;

export interface GmailService {
  config: GmailConfig;
  /**
   * Stores (or replaces) a user's Gmail grant; a new grant clears a previous re-auth state. `db` is the
   * caller's transaction when the grant is part of a larger write. `expiry_date` is epoch milliseconds
   * within the dates a `Date` and the database hold (the contract bounds it).
   */
  connect(
    input: {
      userId: string;
      email: string;
      scopes: string[];
      grant: { refresh_token: string; access_token?: string; expiry_date?: number };
    },
    db?: Db,
  ): Promise<string>;
  /** Syncs one account now (queued behind a sync of the same account already running). */
  sync(accountId: string): Promise<GmailSyncReport>;
  verifyPush(authorization: string | undefined): Promise<PushCheck>;
  /**
   * A verified push: the account `data.emailAddress` names, or `unknown_account` / `malformed`. The caller
   * syncs it (after answering, so Pub/Sub's acknowledgement deadline is never at risk).
   */
  notify(data: string): Promise<{ accountId: string } | 'unknown_account' | 'malformed'>;
  /** The scheduler's turn: renew watches about to end, and poll accounts not synced for the polling interval. */
  runOnce(): Promise<{ polled: number; watched: number }>;
}

/** The re-auth banner a user's mail access calls for (null when it is fine or the user has no Gmail). */
export async function reauthReasonFor(db: Db, userId: string): Promise<ReauthReason | null> {
  const account = await db
    .selectFrom('gmail_accounts')
    .select(['revoked_at', 'oauth_scopes'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (account)
    return gmailReauthReason({ revoked: account.revoked_at !== null, scopes: account.oauth_scopes });
  const connection = await db
    .selectFrom('provider_connections')
    .select(['provider', 'oauth_scopes'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return connection?.provider === 'google'
    ? gmailReauthReason({ revoked: false, scopes: connection.oauth_scopes })
    : null;
}

export function createGmailService(options: {
  db: Db;
  config: GmailConfig;
  now: () => Date;
  logger?: Pick<Console, 'error'>;
  /** Keys for push tokens (tests); default the configured JWKS URL. */
  pushKeys?: JWTVerifyGetKey;
  /** This process as a lease holder (jobs/lease.ts); default PROCESS_OWNER. */
  owner?: string;
}): GmailService {
  const { db, config, now } = options;
  const owner = options.owner ?? PROCESS_OWNER;
  const logger = options.logger ?? console;
  const verifyPush = createPushVerifier(config, options.pushKeys);
  const queues = new Map<string, Promise<unknown>>();

  function sync(accountId: string): Promise<GmailSyncReport> {
    const previous = queues.get(accountId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => syncGmailAccount(db, config, accountId, now()));
    queues.set(accountId, next);
    void next
      .finally(() => {
        if (queues.get(accountId) === next) queues.delete(accountId);
      })
      .catch(() => {});
    return next;
  }

  return {
    config,
    sync,
    verifyPush,
    async connect({ userId, email, scopes, grant }, executor = db) {
      // Tokens are stored sealed (grant-secret.ts): a dump or backup of the database does not hold them.
      const refreshToken = sealGrantSecret(grant.refresh_token);
      const accessToken = grant.access_token ? sealGrantSecret(grant.access_token) : null;
      const row = await executor
        .insertInto('gmail_accounts')
        .values({
          id: newId('gma'),
          user_id: userId,
          email,
          refresh_token: refreshToken,
          access_token: accessToken,
          access_token_expires_at: grant.expiry_date ? new Date(grant.expiry_date) : null,
          oauth_scopes: scopes,
        })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            email,
            refresh_token: refreshToken,
            access_token: accessToken,
            access_token_expires_at: grant.expiry_date ? new Date(grant.expiry_date) : null,
            oauth_scopes: scopes,
            revoked_at: null,
            last_error: null,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async notify(data) {
      const decoded = decodeNotificationData(data);
      if (!decoded) return 'malformed';
      const account = await db
        .selectFrom('gmail_accounts')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', decoded.emailAddress.toLowerCase()))
        .executeTakeFirst();
      if (!account) return 'unknown_account';
      return { accountId: account.id };
    },
    async runOnce() {
      const at = now();
      const accounts = await db
        .selectFrom('gmail_accounts')
        .select(['id', 'email', 'last_synced_at', 'watch_expires_at'])
        .where('revoked_at', 'is', null)
        .execute();
      let polled = 0;
      let watched = 0;
      for (const a of accounts) {
        try {
          // One process polls and renews each account: the one holding its lease, renewed at each run; a
          // lease whose holder stopped running expires and the next run of another process takes it.
          if (!(await claimLease(db, `gmail:${a.id}`, owner, at, GMAIL_LEASE_MS))) continue;
          if (
            config.topicName &&
            (!a.watch_expires_at || a.watch_expires_at.getTime() - at.getTime() < WATCH_RENEW_BEFORE_MS)
          ) {
            await renewGmailWatch(db, config, a.id, at);
            watched += 1;
          }
          // Polling fallback: pushes can be missed (or none configured); sync when none came for a while.
          if (!a.last_synced_at || at.getTime() - a.last_synced_at.getTime() >= config.pollIntervalMs) {
            await sync(a.id);
            polled += 1;
          }
        } catch (error) {
          logger.error(`[gmail] ${a.email}: sync failed`, error);
        }
      }
      return { polled, watched };
    },
  };
}
