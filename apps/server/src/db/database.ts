import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { takePendingRestore } from '../admin/backup-store.js';
import type { FairGate } from './fair-gate.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_search_text.js';
import * as m0003 from './migrations/0003_billing.js';
import * as m0004 from './migrations/0004_rate_limits.js';
import * as m0005 from './migrations/0005_mail_transport.js';
import * as m0009 from './migrations/0009_list_id.js';
import * as m0010 from './migrations/0010_spam_per_user.js';
import * as m0011 from './migrations/0011_gmail.js';
import * as m0013 from './migrations/0013_billing_provider.js';
import * as m0014 from './migrations/0014_push_queue.js';
import * as m0015 from './migrations/0015_revoked_sessions.js';
import * as m0016 from './migrations/0016_mail_receipts.js';
import * as m0017 from './migrations/0017_inline_attachments.js';
import * as m0018 from './migrations/0018_gmail_oauth.js';
import * as m0019 from './migrations/0019_imap_account_state.js';
import * as m0020 from './migrations/0020_live_notices.js';
import * as m0021 from './migrations/0021_imap_pending_flags.js';
import * as m0022 from './migrations/0022_read_path_indexes.js';
import * as m0023 from './migrations/0023_sender_trigram.js';
import * as m0024 from './migrations/0024_own_list_order.js';
import * as m0025 from './migrations/0025_leases.js';
import * as m0026 from './migrations/0026_file_store.js'; // s28-blob
import * as m0027 from './migrations/0027_search_layout.js';
import * as m0028 from './migrations/0028_starred_by_thread.js';
import * as m0029 from './migrations/0029_push_notice.js';
import * as m0030 from './migrations/0030_lean_triggers.js';
import { PGliteDialect } from './pglite-dialect.js';
import { preparedPool } from './postgres-prepared.js';
import { RetryingKysely } from './retrying-kysely.js';
import type { Database } from './schema.js';
import { boundedConnect, registerSessionGate } from './unit-of-work.js';

export type Db = Kysely<Database>;

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_search_text': m0002,
  '0003_billing': m0003,
  '0004_rate_limits': m0004,
  '0005_mail_transport': m0005,
  '0009_list_id': m0009,
  '0010_spam_per_user': m0010,
  '0011_gmail': m0011,
  '0013_billing_provider': m0013,
  '0014_push_queue': m0014,
  '0015_revoked_sessions': m0015,
  '0016_mail_receipts': m0016,
  '0017_inline_attachments': m0017,
  '0018_gmail_oauth': m0018,
  '0019_imap_account_state': m0019,
  '0020_live_notices': m0020,
  '0021_imap_pending_flags': m0021,
  '0022_read_path_indexes': m0022, // s26-reads
  '0023_sender_trigram': m0023, // s27-scale
  '0024_own_list_order': m0024, // s27-scale
  '0025_leases': m0025, // s27-scale
  '0026_file_store': m0026, // s28-blob
  '0027_search_layout': m0027, // s28-replies
  '0028_starred_by_thread': m0028,
  '0029_push_notice': m0029,
  '0030_lean_triggers': m0030,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'memory';
      /** Start from this dump of a data folder (PGlite's `dumpDataDir`), not an empty database (the tests' seeded copy). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

/** Opens the database: PGlite persisted in `dataDir`, PGlite in memory, or a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  if (target.kind === 'postgres') {
    // int8 (count(*), sums) as JS numbers, like PGlite; dates stay Date objects.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    const pool = new pg.Pool({ connectionString: target.url, max: POSTGRES_POOL_SIZE });
    // An idle pooled connection that the server ends (a restart, a dropped database) is dropped from the
    // pool and replaced on next use; without a listener its error would end the process.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: an idle connection ended (${error.message})`);
    });
    // A request's first connection is waited for a bounded time (unit-of-work.ts, boundedConnect); its
    // statements are prepared under names per connection (postgres-prepared.ts), unless POSTGRES_PREPARED=0.
    const dialectPool = preparedPool(
      () => boundedConnect(() => pool.connect()),
      () => pool.end(),
      process.env.POSTGRES_PREPARED !== '0',
    );
    const db = new RetryingKysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }) });
    capacities.set(db, POSTGRES_POOL_SIZE);
    listenTargets.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  if (target.kind === 'pglite') fs.mkdirSync(target.dataDir, { recursive: true });
  // A restore chosen on the backup page replaces the data folder before the database opens (admin/backups.ts).
  const restore = target.kind === 'pglite' ? takePendingRestore(target.dataDir) : null;
  const pglite =
    target.kind === 'pglite'
      ? newPGlite(target.dataDir, restore ? { loadDataDir: restore } : {})
      : newPGlite(undefined, target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  await pglite.waitReady;
  if (target.kind === 'pglite') embedded.set(pglite, target.dataDir);
  // PGLITE_PREPARED=0 sends every statement unnamed, as PGlite's own query does (to compare, or to rule it out).
  const dialect = new PGliteDialect(pglite, { preparedStatements: process.env.PGLITE_PREPARED !== '0' });
  const db = new RetryingKysely<Database>({ dialect });
  registerSessionGate(db, dialect.gate);
  capacities.set(db, 1);
  if (target.kind === 'pglite') pglites.set(db, pglite);
  listenTargets.set(db, { kind: 'pglite', pglite, gate: dialect.gate });
  return db;
}

/**
 * A PGlite instance with the extensions the migrations create (pg_trgm: the trigram index of `from:`);
 * in memory without `dataDir`.
 */
export function newPGlite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

const embedded = new WeakMap<PGlite, string>();
const listenTargets = new WeakMap<
  object,
  { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite; gate: FairGate }
>();

/**
 * Listens to `channel` (PostgreSQL LISTEN) on a session of its own: a dedicated connection on PostgreSQL
 * (opened again after it drops, `onReconnect` then tells the caller it may have missed notifications), the
 * one session on PGlite (LISTEN taken between units of work, so it never lands inside a transaction).
 * Resolves with a function that stops listening; null when `db` was not opened by `openDatabase`.
 */
export async function listenTo(
  db: object,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect: () => void = () => {},
): Promise<(() => Promise<void>) | null> {
  const target = listenTargets.get(db);
  if (!target) return null;
  if (target.kind === 'pglite') {
    const release = await target.gate.acquire();
    try {
      const stop = await target.pglite.listen(channel, onPayload);
      return async () => {
        const again = await target.gate.acquire();
        try {
          await stop();
        } finally {
          again();
        }
      };
    } finally {
      release();
    }
  }
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (reconnecting: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: target.url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (stopped || client !== next) return;
      client = null;
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(true).catch(() => {}), 1_000);
      retry.unref();
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      void next.end().catch(() => {});
      if (!reconnecting) throw error;
      retry = setTimeout(() => void connect(true).catch(() => {}), 1_000);
      retry.unref();
      return;
    }
    client = next;
    if (reconnecting) onReconnect();
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
const pglites = new WeakMap<object, PGlite>();

/** The embedded database behind `db` and its data folder, when it is PGlite persisted on disk (backups). */
export function embeddedDatabase(db: object): { pglite: PGlite; dataDir: string } | null {
  const pglite = pglites.get(db);
  const dataDir = pglite && embedded.get(pglite);
  return pglite && dataDir ? { pglite, dataDir } : null;
}

/** Connections of the PostgreSQL pool of one process. */
export const POSTGRES_POOL_SIZE = 10;
const capacities = new WeakMap<object, number>();

/** How many queries `db` can run at once: the pool size on PostgreSQL, 1 on PGlite (one session). */
export function databaseCapacity(db: object): number {
  return capacities.get(db) ?? 1;
}

/** Brings the schema up to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
