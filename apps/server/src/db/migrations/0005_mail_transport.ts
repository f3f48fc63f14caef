import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Real mail in and out: each message keeps its RFC 5322 `Message-ID` (inbound mail, imports and mail that
 * left through the relay) so replies from outside thread by `In-Reply-To`/`References` and imports are
 * idempotent; the outbox gets its delivery state (attempts, backoff, permanent failure); connected
 * IMAP/SMTP accounts remember their server and the last UID they synced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table messages add column rfc822_message_id text;
    alter table messages add column in_reply_to text;
    alter table messages add column send_failed_at timestamptz;
    create index messages_rfc822_idx on messages (organization_id, rfc822_message_id)
      where rfc822_message_id is not null;

    alter table outbox add column attempts integer not null default 0;
    alter table outbox add column next_attempt_at timestamptz;
    alter table outbox add column failed_at timestamptz;
    alter table outbox add column last_error text;
    create index outbox_pending_idx on outbox (created_at) where sent_at is null and failed_at is null;

    create table mail_accounts (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('imap')),
      email text not null,
      imap_url text not null,
      smtp_url text,
      mailbox text not null default 'INBOX',
      uid_validity bigint,
      last_uid bigint not null default 0,
      created_at timestamptz not null default now(),
      unique (user_id, email)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table mail_accounts;
    drop index outbox_pending_idx;
    alter table outbox drop column last_error;
    alter table outbox drop column failed_at;
    alter table outbox drop column next_attempt_at;
    alter table outbox drop column attempts;
    drop index messages_rfc822_idx;
    alter table messages drop column send_failed_at;
    alter table messages drop column in_reply_to;
    alter table messages drop column rfc822_message_id;
    `,
  );
}
