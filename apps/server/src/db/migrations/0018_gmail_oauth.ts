import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Connecting Gmail from the settings (an OAuth authorization-code flow with PKCE): each started request's
 * `state`, the user who started it, its PKCE `code_verifier`, and the `redirect_uri` it named (the token exchange
 * must name it again). Kept in
 * the database, not in one process's memory, so the callback may reach any server process; a row is used
 * once (deleted when the callback names it) and expires after 10 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table gmail_oauth_states (
      state text primary key,
      user_id text not null references users(id) on delete cascade,
      code_verifier text not null,
      redirect_uri text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index gmail_oauth_states_expires_idx on gmail_oauth_states (expires_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table gmail_oauth_states;`);
}
