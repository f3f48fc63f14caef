import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Read and starred changes not yet written to an IMAP account (its server could not be reached): one row per
 * account and thread, replayed before the account's next sync takes the server's flags, so a change made while
 * disconnected is never undone by the server's older state (mail/imap-write-back.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table imap_pending_flags (
      account_id text not null references mail_accounts(id) on delete cascade,
      thread_id text not null references threads(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (account_id, thread_id)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table imap_pending_flags;');
}
