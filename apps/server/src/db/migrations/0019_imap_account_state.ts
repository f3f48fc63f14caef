import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * IMAP accounts connected from the settings: their passwords sealed at rest and their connection state.
 *
 * - `imap_password_enc` / `smtp_password_enc`: the account's passwords sealed with the server's key
 *   (AES-256-GCM, mail/mail-secret.ts); `imap_url` and `smtp_url` then carry no password. Rows written before
 *   this migration hold the password inside the URL: the server seals them at its next start
 *   (`sealStoredMailPasswords`, it needs the key, which a migration does not have).
 * - `status`: what the sync is doing (`connecting`, `connected`, `reconnecting`, `failed`), `status_detail`
 *   the last error in words, `retry_at` when the next attempt is due while reconnecting, `last_synced_at` the
 *   end of the last successful sync.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table mail_accounts add column imap_password_enc text;
    alter table mail_accounts add column smtp_password_enc text;
    alter table mail_accounts add column status text not null default 'connecting';
    alter table mail_accounts add column status_detail text;
    alter table mail_accounts add column retry_at timestamptz;
    alter table mail_accounts add column last_synced_at timestamptz;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table mail_accounts drop column last_synced_at;
    alter table mail_accounts drop column retry_at;
    alter table mail_accounts drop column status_detail;
    alter table mail_accounts drop column status;
    alter table mail_accounts drop column smtp_password_enc;
    alter table mail_accounts drop column imap_password_enc;
    `,
  );
}
