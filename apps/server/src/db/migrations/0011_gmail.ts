import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Gmail accounts: the OAuth grant a user gave through `POST /users/{id}/provider_connections` (tokens,
 * scopes), the mailbox's last synced `historyId`, the watch's expiry, and the re-auth state when Google
 * refused the grant; and which Gmail message (and Gmail thread) each synced message is, so syncing is
 * idempotent by Gmail id and replies name their Gmail thread.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table gmail_accounts (
      id text primary key,
      user_id text not null unique references users(id) on delete cascade,
      email text not null,
      refresh_token text not null,
      access_token text,
      access_token_expires_at timestamptz,
      oauth_scopes text[] not null default '{}',
      history_id text,
      watch_expires_at timestamptz,
      last_synced_at timestamptz,
      revoked_at timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    );
    create index gmail_accounts_email_idx on gmail_accounts (lower(email));

    create table gmail_messages (
      account_id text not null references gmail_accounts(id) on delete cascade,
      gmail_id text not null,
      gmail_thread_id text not null,
      message_id text not null references messages(id) on delete cascade,
      thread_id text not null,
      primary key (account_id, gmail_id)
    );
    create index gmail_messages_thread_idx on gmail_messages (account_id, thread_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table gmail_messages; drop table gmail_accounts;`);
}
