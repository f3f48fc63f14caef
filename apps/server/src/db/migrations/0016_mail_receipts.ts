import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Inbound mail is kept once per recipient, not once per workspace: `mail_receipts` records that a user got
 * the mail with this Message-ID and this content (a digest of sender, subject and text), as the message
 * that holds it. Its primary key makes a second delivery of the same mail to the same user a duplicate,
 * also when two deliveries race on PostgreSQL (the second insert waits for the first and finds it). A
 * Message-ID named by someone else (another recipient, different content) is never a duplicate, so
 * knowing a Message-ID no longer lets an outsider add a member to an existing message or thread.
 *
 * The outbox gets a lease (`claimed_until`): a server process claims due rows (`for update skip locked`)
 * before it sends them, so several processes on one PostgreSQL never send the same row twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table mail_receipts (
      user_id text not null references users(id) on delete cascade,
      rfc822_message_id text not null,
      content_digest text not null,
      message_id text not null references messages(id) on delete cascade deferrable initially deferred,
      primary key (user_id, rfc822_message_id, content_digest)
    );
    create index mail_receipts_message_idx on mail_receipts (message_id);
    insert into mail_receipts (user_id, rfc822_message_id, content_digest, message_id)
      select distinct on (s.user_id, m.rfc822_message_id,
          md5(lower(m.sender_email) || E'\\n' || coalesce(m.subject, '') || E'\\n' || m.body_text))
        s.user_id, m.rfc822_message_id,
        md5(lower(m.sender_email) || E'\\n' || coalesce(m.subject, '') || E'\\n' || m.body_text), m.id
      from messages m join message_user_states s on s.message_id = m.id
      where m.rfc822_message_id is not null
      order by s.user_id, m.rfc822_message_id,
        md5(lower(m.sender_email) || E'\\n' || coalesce(m.subject, '') || E'\\n' || m.body_text), m.id;

    alter table outbox add column claimed_until timestamptz;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table outbox drop column claimed_until;
    drop table mail_receipts;
    `,
  );
}
