// s27-scale
import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The sender operator (`from:`) matches a substring of a delivered message's sender address or name
 * (search/compile-search.ts). A trigram index (pg_trgm, loaded into PGlite by db/database.ts) on the two
 * lower-cased fields joined by U+001F serves `like '%…%'`, so a search starts from the matching messages
 * instead of scanning all of them (docs/DEPLOYMENT.md "Reads").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create extension if not exists pg_trgm;
    create index messages_sender_trgm_idx on messages
      using gin ((lower(sender_email) || chr(31) || lower(coalesce(sender_name, ''))) gin_trgm_ops)
      where type = 'main' and state <> 'scheduled';
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop index if exists messages_sender_trgm_idx;');
}
