import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The mailing list a message came from: its List-Id header (RFC 2919) as received, or null. Gmail's `list:`
 * operator searches it (support.google.com/mail/answer/7190); the partial index keeps list mail findable
 * without indexing the (many) messages that came from no list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table messages add column list_id text;
    create index messages_list_id_idx on messages (thread_id, lower(list_id)) where list_id is not null;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists messages_list_id_idx;
    alter table messages drop column list_id;
    `,
  );
}
