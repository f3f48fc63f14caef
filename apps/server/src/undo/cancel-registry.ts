import { randomBytes } from 'node:crypto';
import { UNDO_WINDOW_MS } from '@switchboard/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { notFound } from '../http/http-error.js';
import type { Snapshot, UndoAction } from './undo.js';

export interface CancelRegistry {
  /** Stores how to undo a mutation; answers the token for `x-cancel-token`. */
  issue(userId: string, undo: UndoAction): Promise<string>;
  /** Undoes the mutation of `token` if it is the user's, unused and within the window; else not_found. */
  cancel(userId: string, token: string): Promise<void>;
}

/** Cancel tokens live in `cancel_tokens` for {@link UNDO_WINDOW_MS} (10 s), then are refused and purged. */
export function createCancelRegistry(db: Db, now: () => Date): CancelRegistry {
  return {
    async issue(userId, undo) {
      const token = randomBytes(18).toString('base64url');
      const created = now();
      await db
        .insertInto('cancel_tokens')
        .values({
          token,
          user_id: userId,
          created_at: created,
          expires_at: new Date(created.getTime() + UNDO_WINDOW_MS),
          undo: JSON.stringify(undo),
        })
        .execute();
      return token;
    },
    async cancel(userId, token) {
      await db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('cancel_tokens')
          .selectAll()
          .where('token', '=', token)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.used_at || row.expires_at.getTime() < now().getTime()) {
          throw notFound('Cancellable command');
        }
        await applyUndo(tx, row.undo as UndoAction);
        await tx.updateTable('cancel_tokens').set({ used_at: now() }).where('token', '=', token).execute();
      });
    },
  };
}

async function applyUndo(db: Db, undo: UndoAction): Promise<void> {
  if (undo.kind === 'restore') {
    for (const snapshot of undo.snapshots) await restore(db, snapshot);
    return;
  }
  if (undo.kind === 'delete_thread') {
    await db.deleteFrom('threads').where('id', '=', undo.thread_id).execute();
    return;
  }
  const message = await db
    .selectFrom('messages')
    .select(['thread_id'])
    .where('id', '=', undo.message_id)
    .executeTakeFirst();
  if (!message) return;
  await db.deleteFrom('messages').where('id', '=', undo.message_id).execute();
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('creation_date').as('at'))
    .where('thread_id', '=', message.thread_id)
    .where('state', '=', 'committed')
    .executeTakeFirst();
  if (last?.at) {
    await db
      .updateTable('threads')
      .set({ last_activity_at: last.at })
      .where('id', '=', message.thread_id)
      .execute();
  } else {
    await db.deleteFrom('threads').where('id', '=', message.thread_id).execute();
  }
  await refreshThreadSearch(db, [message.thread_id]);
}

async function restore(db: Db, snapshot: Snapshot): Promise<void> {
  if (snapshot.table === 'threads') {
    // Threads are restored in place (deleting one would cascade to its messages).
    for (const row of snapshot.rows) {
      const { id, search: _search, ...fields } = row as { id: string; search?: unknown };
      await db
        .updateTable('threads')
        .set(fields as never)
        .where('id', '=', id)
        .execute();
    }
    return;
  }
  const conditions = Object.entries(snapshot.where).map(([column, value]) =>
    Array.isArray(value)
      ? value.length === 0
        ? sql`false`
        : sql`${sql.ref(column)} in (${sql.join(value)})`
      : sql`${sql.ref(column)} = ${value}`,
  );
  await sql`delete from ${sql.table(snapshot.table)} where ${sql.join(conditions, sql` and `)}`.execute(db);
  if (snapshot.rows.length === 0) return;
  await db
    .insertInto(snapshot.table)
    .values(snapshot.rows as never)
    .execute();
}
