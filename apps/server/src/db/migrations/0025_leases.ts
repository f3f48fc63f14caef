// s27-scale
import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Leases (jobs/lease.ts): a named piece of long-running work (watching one IMAP account, polling one Gmail
 * account) held by one server process until `expires_at`; the holder renews it, another process takes it
 * once it has expired (its holder stopped or died).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table leases (
      name text primary key,
      owner text not null,
      expires_at timestamptz not null
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table if exists leases;');
}
