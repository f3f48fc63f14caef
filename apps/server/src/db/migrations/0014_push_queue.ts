import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Pushes to send: a row per new message delivered or reaction added, written in the same transaction as the
 * message or reaction (so a push is never sent for a rollback, nor lost to a crash after commit), and taken by
 * whichever server process drains the queue first (`for update skip locked`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table push_queue (
      id bigserial primary key,
      kind text not null check (kind in ('message', 'reaction')),
      message_id text not null,
      actor_id text,
      inbox_user_ids text[] not null default '{}',
      created_at timestamptz not null default now()
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop table push_queue;');
}
