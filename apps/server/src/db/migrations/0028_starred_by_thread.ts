import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The starred states of one thread, found by the thread: when a thread's activity moves, the trigger of
 * 0024_own_list_order refreshes the copy its starred states carry (`where thread_id = ... and is_starred`).
 * No index of thread_user_states started with the thread (its key is (user_id, thread_id)), so each reply
 * scanned every starred state of the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    'create index thread_user_states_starred_thread_idx on thread_user_states (thread_id) where is_starred;',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop index if exists thread_user_states_starred_thread_idx;');
}
