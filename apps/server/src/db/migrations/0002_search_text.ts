import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Search: `threads.search_text` holds the lower-cased searchable text (fields separated by U+001F so a
 * match never spans two fields); `threads.search` becomes the tsvector of every suffix of every word of it,
 * so a GIN-indexed prefix query finds a word anywhere inside a word (the domain's substring semantics).
 * Also records which mail provider access a user granted (`provider_connections.provider/oauth_scopes`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table threads add column search_text text not null default '';
    alter table provider_connections add column provider text not null default 'local';
    alter table provider_connections add column oauth_scopes text[] not null default '{}';
    create index messages_thread_type_idx on messages (thread_id, type, state);
    create index inbox_items_thread_idx on inbox_items (thread_id);
    create index message_reactions_message_idx on message_reactions (message_id);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists message_reactions_message_idx;
    drop index if exists inbox_items_thread_idx;
    drop index if exists messages_thread_type_idx;
    alter table provider_connections drop column oauth_scopes;
    alter table provider_connections drop column provider;
    alter table threads drop column search_text;
    `,
  );
}
