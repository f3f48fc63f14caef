import type { ConnectImapAccountBody, ImapAccount } from '@switchboard/api-client';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { checkImapLogin, checkPublicMailHost, type ImapLoginError } from './imap-login.js';
import { imapOptions, type MailAccount } from './imap-sync.js';
import { type Backoff, createImapWatchers, type ImapWatchers } from './imap-watchers.js';
import { writeBackFlags } from './imap-write-back.js';
import { sealSecret } from './mail-secret.js';

/**
 * IMAP accounts connected from the settings: connect (a real sign-in first), list, disconnect, the watchers
 * that keep each in sync (started at once, stopped on disconnect) and the write-back of read and starred.
 */
export interface ImapAccounts {
  /** Signs in with the details; on success stores the account (password sealed) and starts syncing it. */
  connect(userId: string, input: ConnectImapAccountBody): Promise<ImapAccount>;
  list(userId: string): Promise<ImapAccount[]>;
  /** Stops the sync and forgets the account; false when the user has no such account. */
  disconnect(userId: string, accountId: string): Promise<boolean>;
  /** Starts watching every stored account (server start). */
  watchAll(): Promise<void>;
  /** Writes the user's read and starred state of the threads to their IMAP accounts (after a change). */
  writeBack(userId: string, threadIds: readonly string[]): Promise<void>;
  watchers: ImapWatchers;
  close(): Promise<void>;
}

export type { ImapLoginError };

/** `imap(s)://user@host:port` (no password: it is sealed beside it). */
export function imapUrlOf(input: Pick<ConnectImapAccountBody, 'host' | 'port' | 'tls' | 'username'>): string {
  const host = input.host.includes(':') && !input.host.startsWith('[') ? `[${input.host}]` : input.host;
  return `${input.tls ? 'imaps' : 'imap'}://${encodeURIComponent(input.username)}@${host}:${input.port}`;
}

export function imapAccountView(row: MailAccount): ImapAccount {
  const u = new URL(row.imap_url);
  const tls = u.protocol === 'imaps:';
  return {
    id: row.id,
    email: row.email,
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: u.port ? Number(u.port) : tls ? 993 : 143,
    tls,
    status: row.status,
    status_detail: row.status_detail,
    retry_at: row.retry_at ? new Date(row.retry_at).toISOString() : null,
    last_synced_at: row.last_synced_at ? new Date(row.last_synced_at).toISOString() : null,
  };
}

export function createImapAccounts(options: {
  db: Db;
  now: () => Date;
  key: Uint8Array;
  logger?: Pick<Console, 'error'>;
  backoff?: Backoff;
  /** The private mail servers users may still connect (`IMAP_ALLOW_HOSTS`), read at each connect. */
  allowHosts?: () => readonly string[];
}): ImapAccounts {
  const { db, key } = options;
  const watchers = createImapWatchers(db, options.now, {
    key,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  return {
    watchers,
    async connect(userId, input) {
      const url = imapUrlOf(input);
      // A user names the host: a loopback or private one would let them probe the server's own network.
      await checkPublicMailHost(input.host, input.port, options.allowHosts?.() ?? []);
      // Throws an ImapLoginError (wrong password, unreachable host, TLS failure...) before anything is stored.
      await checkImapLogin(imapOptions(url, input.password));
      const stored = { imap_url: url, imap_password_enc: sealSecret(key, input.password) };
      const row = await db
        .insertInto('mail_accounts')
        .values({ id: newId('acc'), user_id: userId, kind: 'imap', email: input.username, ...stored })
        .onConflict((oc) =>
          oc.columns(['user_id', 'email']).doUpdateSet({
            ...stored,
            status: 'connecting',
            status_detail: null,
            retry_at: null,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      await watchers.watch(row.id);
      return imapAccountView(row);
    },
    async list(userId) {
      const rows = await db
        .selectFrom('mail_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '=', 'imap')
        .orderBy('created_at')
        .execute();
      return rows.map(imapAccountView);
    },
    async disconnect(userId, accountId) {
      const row = await db
        .selectFrom('mail_accounts')
        .select('id')
        .where('id', '=', accountId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return false;
      await watchers.stop(accountId);
      await db.deleteFrom('mail_accounts').where('id', '=', accountId).execute();
      return true;
    },
    async watchAll() {
      // The accounts whose lease this process holds or takes, then the renewals (imap-watchers.ts).
      await watchers.renew();
      watchers.startRenewing();
    },
    writeBack(userId, threadIds) {
      return writeBackFlags(
        {
          db,
          key,
          liveClient: (id) => watchers.client(id),
          ...(options.logger ? { logger: options.logger } : {}),
        },
        userId,
        threadIds,
      );
    },
    close: () => watchers.closeAll(),
  };
}
