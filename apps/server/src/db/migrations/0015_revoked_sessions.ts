import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Sign-ins ended by `POST /self/sign_out`, for every issuer (an outside OpenID Connect issuer's tokens
 * cannot be destroyed here, so they are refused): by session (`session_key` = the token's `sid`), or, when
 * the issuer names no session (`session_key` = ''), every token of the subject issued up to `issued_up_to`.
 * Shared by every server process; a row is kept until `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table revoked_sessions (
      issuer text not null,
      subject text not null,
      session_key text not null,
      issued_up_to timestamptz,
      revoked_at timestamptz not null,
      expires_at timestamptz not null,
      primary key (issuer, subject, session_key)
    );
    create index revoked_sessions_expires_at on revoked_sessions (expires_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table revoked_sessions;');
}
