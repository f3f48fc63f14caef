import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/** Request counts per limit key and window, shared by every server process (rate limits). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table rate_limits (
      key text not null,
      window_start timestamptz not null,
      hits integer not null default 0,
      primary key (key, window_start)
    );
    create index rate_limits_window_start on rate_limits (window_start);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table rate_limits;');
}
