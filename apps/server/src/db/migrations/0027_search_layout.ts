// s28-replies
import type { Kysely } from 'kysely';
import { threadSearchRefresh } from '../search-vector.js';

/**
 * The search text's fields change order (db/search-vector.ts): each message's people and files first, newest
 * message first, and the messages' text last, so a reply is appended to it instead of recomputing the
 * thread (`threadSearchAppend`). Every thread's text is recomputed in the new order once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await threadSearchRefresh().execute(db);
}

/** The old order is recomputed by the next write of each thread; searching reads every field alike. */
export async function down(): Promise<void> {}
