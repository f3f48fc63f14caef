import { ImapFlow } from 'imapflow';
import type { Db } from '../db/database.js';
import type { ImapAccountStatus } from '../db/schema.js';
import { outsideUnitOfWork } from '../db/unit-of-work.js';
import { claimLease, PROCESS_OWNER, releaseLease } from '../jobs/lease.js';
import { describeImapError } from './imap-login.js';
import { accountImapOptions, type ImapSyncReport, syncImapAccount } from './imap-sync.js';
import { replayPendingFlags } from './imap-write-back.js';

/** Reconnect delays: exponential from `baseMs`, capped at `maxMs`, each drawn between half and all of it. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 2_000, maxMs: 5 * 60_000 };

/**
 * The wait before reconnect attempt `attempt` (1 for the first): `min(max, base * 2^(attempt-1))`, with "equal
 * jitter" (half fixed, half random) so that many accounts dropped at once by one server do not come back at once.
 */
export function reconnectDelay(
  attempt: number,
  backoff: Backoff,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface ImapWatcher {
  readonly accountId: string;
  /** The live connection, when connected (the write-back of flags uses it). */
  client(): ImapFlow | null;
  close(): Promise<void>;
}

export interface WatchOptions {
  key: Uint8Array;
  onSynced?: (report: ImapSyncReport) => void;
  onStatus?: (status: ImapAccountStatus) => void;
  logger?: Pick<Console, 'error'>;
  backoff?: Backoff;
  random?: () => number;
}

/**
 * Keeps an IMAP account in sync: connects, syncs, then IDLEs (imapflow idles whenever the connection is quiet)
 * and syncs each time the server announces new mail (`exists`) or changed flags. When the connection drops or
 * cannot be made it tries again after {@link reconnectDelay} (exponential, jittered, capped); a refused
 * password stops it (`failed`), since trying a wrong password again only risks a lockout. Its state is written
 * to the account's row (`status`, `status_detail`, `retry_at`), which the settings show. `close()` logs out.
 */
export function watchImapAccount(
  db: Db,
  accountId: string,
  now: () => Date,
  options: WatchOptions,
): ImapWatcher {
  const logger = options.logger ?? console;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let closed = false;
  let live: ImapFlow | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const load = () =>
    db.selectFrom('mail_accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  const setStatus = async (status: ImapAccountStatus, detail: string | null, retryAt: Date | null) => {
    if (closed) return;
    await db
      .updateTable('mail_accounts')
      .set({ status, status_detail: detail, retry_at: retryAt })
      .where('id', '=', accountId)
      .execute();
    options.onStatus?.(status);
  };

  const retry = (error: unknown, server: string) => {
    if (closed) return;
    const described = describeImapError(error, server);
    if (described.reason === 'authentication') {
      void setStatus('failed', described.message, null).catch(() => {});
      return;
    }
    attempt += 1;
    const delay = reconnectDelay(attempt, backoff, options.random);
    void setStatus('reconnecting', described.message, new Date(now().getTime() + delay)).catch(() => {});
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), delay);
    timer.unref?.();
  };

  const connect = async () => {
    if (closed) return;
    const account = await load().catch(() => undefined);
    if (!account) return; // disconnected meanwhile
    const settings = accountImapOptions(account, options.key);
    const server = `${settings?.host}:${settings?.port}`;
    // IDLE a second after each command (imapflow waits 15 s by default), so new mail is heard at once.
    const client = new ImapFlow({ ...settings, autoIdleDelay: 1000 });
    let lastError: unknown = null;
    client.on('error', (error: unknown) => {
      lastError = error;
    });
    const sync = () => {
      running = running
        .then(async () => {
          const current = await load();
          if (!current || closed || live !== client) return;
          // Changes the user made while the server could not be reached go first: the sync then takes the
          // server's flags, which would undo them otherwise.
          await replayPendingFlags({ db, key: options.key }, current, client);
          // Not inside `onSynced?.(...)`: an optional call skips its arguments when there is no callback.
          const report = await syncImapAccount(db, current, now(), client);
          options.onSynced?.(report);
        })
        .catch((error: unknown) => logger.error('[imap] sync failed', error));
    };
    client.on('close', () => {
      if (live !== client) return;
      live = null;
      retry(lastError ?? Object.assign(new Error('connection closed'), { code: 'ECONNRESET' }), server);
    });
    try {
      await client.connect();
      await client.mailboxOpen(account.mailbox);
    } catch (error) {
      client.close();
      retry(error, server);
      return;
    }
    if (closed) {
      await client.logout().catch(() => client.close());
      return;
    }
    live = client;
    attempt = 0;
    client.on('exists', sync);
    client.on('flags', sync);
    sync();
    await running;
    if (live === client) await setStatus('connected', null, null).catch(() => {});
  };

  void setStatus('connecting', null, null)
    .catch(() => {})
    .then(connect);

  return {
    accountId,
    client: () => live,
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = live;
      live = null;
      // Not waiting for a sync in progress: it may wait for the database session that the caller (a
      // disconnect request, on PGlite) holds. Closing the socket ends it; its writes are per message.
      client?.close();
    },
  };
}

/**
 * The watchers of the IMAP accounts this server process holds. With several processes on one database each
 * account is watched by exactly one of them: a process watches an account only while it holds the
 * account's lease (jobs/lease.ts, `imap:<account id>`), renewed every third of `leaseMs`; when its holder
 * stops (a crash, a deploy) the lease expires and the next renewal of another process takes the account.
 */
export interface ImapWatchers {
  /** Starts watching an account (again, when it was watched: a reconnected account takes its new details), if this process holds or can take its lease. */
  watch(accountId: string): Promise<void>;
  /** Stops watching an account (disconnected) and gives its lease up. */
  stop(accountId: string): Promise<void>;
  /** The live connection of an account, when this process has one. */
  client(accountId: string): ImapFlow | null;
  /** This process watches the account. */
  watching(accountId: string): boolean;
  /** Renews the leases of every IMAP account: starts the ones taken, stops the ones lost or gone. */
  renew(): Promise<void>;
  /** Renews every third of the lease from now on (the server's start, after `watchAll`). */
  startRenewing(): void;
  closeAll(): Promise<void>;
}

/** How long a process holds an account's lease without renewing it. */
export const IMAP_LEASE_MS = 60_000;

export function createImapWatchers(
  db: Db,
  now: () => Date,
  options: Omit<WatchOptions, 'onSynced' | 'onStatus'> & { owner?: string; leaseMs?: number },
): ImapWatchers {
  const owner = options.owner ?? PROCESS_OWNER;
  const leaseMs = options.leaseMs ?? IMAP_LEASE_MS;
  const logger = options.logger ?? console;
  const watchers = new Map<string, ImapWatcher>();
  const lease = (accountId: string) => `imap:${accountId}`;
  let timer: NodeJS.Timeout | undefined;
  const start = (accountId: string) =>
    watchers.set(
      accountId,
      outsideUnitOfWork(() => watchImapAccount(db, accountId, now, options)),
    );
  const drop = async (accountId: string) => {
    const watcher = watchers.get(accountId);
    watchers.delete(accountId);
    await watcher?.close();
  };
  const self: ImapWatchers = {
    async watch(accountId) {
      await drop(accountId);
      if (await claimLease(db, lease(accountId), owner, now(), leaseMs)) start(accountId);
    },
    async stop(accountId) {
      await drop(accountId);
      await releaseLease(db, lease(accountId), owner);
    },
    client(accountId) {
      return watchers.get(accountId)?.client() ?? null;
    },
    watching(accountId) {
      return watchers.has(accountId);
    },
    async renew() {
      const accounts = await db.selectFrom('mail_accounts').select('id').where('kind', '=', 'imap').execute();
      const present = new Set(accounts.map((a) => a.id));
      for (const accountId of [...watchers.keys()]) if (!present.has(accountId)) await self.stop(accountId);
      for (const { id } of accounts) {
        const held = await claimLease(db, lease(id), owner, now(), leaseMs);
        if (held && !watchers.has(id)) start(id);
        else if (!held && watchers.has(id)) await drop(id);
      }
    },
    startRenewing() {
      clearInterval(timer);
      timer = setInterval(
        () => void self.renew().catch((error: unknown) => logger.error('[imap] lease renewal failed', error)),
        Math.max(1_000, Math.floor(leaseMs / 3)),
      );
      timer.unref?.();
    },
    async closeAll() {
      clearInterval(timer);
      const ids = [...watchers.keys()];
      await Promise.all(ids.map((id) => self.stop(id).catch(() => {})));
    },
  };
  return self;
}
