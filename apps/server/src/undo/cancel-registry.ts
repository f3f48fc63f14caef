import { randomBytes } from 'node:crypto';
import { UNDO_WINDOW_MS } from '@switchboard/domain';
import { type Insertable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { lockThreads, sortedIds } from '../db/lock-order.js';
import type { CancelTokensTable } from '../db/schema.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { notFound } from '../http/http-error.js';
import { currentRows, SNAPSHOT_KEYS } from './snapshot.js';
import type { Snapshot, UndoAction } from './undo.js';

export interface CancelRegistry {
  /** Stores how to undo a mutation; answers the token for `x-cancel-token`. */
  issue(userId: string, undo: UndoAction): Promise<string>;
  /**
   * A token and the row that stores it, for a write that inserts the row in its own statement (one round
   * trip fewer than {@link issue} after the commit); its handler then reports the token with `undoIssued`.
   * Snapshots (`restore`) are recorded by {@link issue} only: their rows after the mutation are read then.
   */
  prepare(
    userId: string,
    undo: Exclude<UndoAction, { kind: 'restore' }>,
  ): { token: string; row: Insertable<CancelTokensTable> };
  /**
   * Undoes the mutation of `token` if it is the user's, unused and within the window; else not_found.
   * `alsoInTransaction` runs in the undo's transaction, after it (what must commit with it).
   */
  cancel(
    userId: string,
    token: string,
    alsoInTransaction?: (tx: Db, undone: UndoAction) => Promise<void>,
  ): Promise<UndoAction>;
}

/** Cancel tokens live in `cancel_tokens` for {@link UNDO_WINDOW_MS} (10 s), then are refused and purged. */
export function createCancelRegistry(db: Db, now: () => Date): CancelRegistry {
  const tokenRow = (userId: string, undo: UndoAction) => {
    const token = randomBytes(18).toString('base64url');
    const created = now();
    const row: Insertable<CancelTokensTable> = {
      token,
      user_id: userId,
      created_at: created,
      expires_at: new Date(created.getTime() + UNDO_WINDOW_MS),
      undo: JSON.stringify(undo),
    };
    return { token, row };
  };
  return {
    async issue(userId, undo) {
      // Snapshots set before the mutation without their `after` rows get them now, right after it.
      const recorded: UndoAction =
        undo.kind === 'restore'
          ? {
              kind: 'restore',
              snapshots: await Promise.all(
                undo.snapshots.map(async (s) => (s.after ? s : { ...s, after: await currentRows(db, s) })),
              ),
            }
          : undo;
      const { token, row } = tokenRow(userId, recorded);
      await db.insertInto('cancel_tokens').values(row).execute();
      return token;
    },
    prepare: (userId, undo) => tokenRow(userId, undo),
    async cancel(userId, token, alsoInTransaction) {
      return db.transaction().execute(async (tx) => {
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
        await alsoInTransaction?.(tx, row.undo as UndoAction);
        await tx.updateTable('cancel_tokens').set({ used_at: now() }).where('token', '=', token).execute();
        return row.undo as UndoAction;
      });
    },
  };
}

/** The order in which an undo writes its snapshots' tables (the thread rows, locked first, come first). */
const TABLE_ORDER: readonly Snapshot['table'][] = [
  'threads',
  'thread_user_states',
  'inbox_items',
  'thread_labels',
  'thread_channels',
  'thread_followers',
  'message_user_states',
];

/** The threads an undo's snapshots cover (message read states through their messages). */
async function snapshotThreadIds(db: Db, snapshots: readonly Snapshot[]): Promise<string[]> {
  const ids = new Set<string>();
  const messageIds: string[] = [];
  const list = (value: string | string[] | undefined) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  for (const snapshot of snapshots) {
    for (const id of list(snapshot.table === 'threads' ? snapshot.where.id : snapshot.where.thread_id))
      ids.add(id);
    if (snapshot.table === 'message_user_states') messageIds.push(...list(snapshot.where.message_id));
  }
  if (messageIds.length > 0) {
    const rows = await db
      .selectFrom('messages')
      .select('thread_id')
      .where('id', 'in', sortedIds(messageIds))
      .execute();
    for (const r of rows) ids.add(r.thread_id);
  }
  return sortedIds(ids);
}

/**
 * Applies an undo with the lock order of every other write: the threads it covers locked first, in sorted
 * id order (`lockThreads`), then each table in {@link TABLE_ORDER}, rows in key order.
 */
async function applyUndo(db: Db, undo: UndoAction): Promise<void> {
  if (undo.kind === 'restore') {
    await lockThreads(db, await snapshotThreadIds(db, undo.snapshots));
    const ordered = [...undo.snapshots].sort(
      (a, b) => TABLE_ORDER.indexOf(a.table) - TABLE_ORDER.indexOf(b.table),
    );
    for (const snapshot of ordered) await restore(db, snapshot);
    return;
  }
  if (undo.kind === 'delete_thread') {
    await lockThreads(db, [undo.thread_id]);
    await db.deleteFrom('threads').where('id', '=', undo.thread_id).execute();
    return;
  }
  const message = await db
    .selectFrom('messages')
    .select(['thread_id'])
    .where('id', '=', undo.message_id)
    .executeTakeFirst();
  if (!message) return;
  await lockThreads(db, [message.thread_id]);
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

/** A JSON text with object keys sorted (stored rows come back from jsonb in another key order). */
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return JSON.stringify(value) ?? 'undefined';
}

/** The same JSON value (rows compared as stored: dates as ISO strings, keys in any order). */
function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Puts back what the mutation changed and nothing else: per row (by its key) and per column, only where
 * the row still holds what the mutation wrote. A row the mutation deleted comes back unless one exists
 * again; a row it inserted goes unless it changed since; a column it set returns to its old value unless
 * someone set it since. Other users' rows the mutation did not touch are never written.
 */
async function restore(db: Db, snapshot: Snapshot): Promise<void> {
  const keyColumns = SNAPSHOT_KEYS[snapshot.table];
  const keyOf = (row: Record<string, unknown>) => JSON.stringify(keyColumns.map((c) => row[c]));
  const byKey = (rows: Record<string, unknown>[]) => new Map(rows.map((r) => [keyOf(r), r]));
  const normalize = (rows: Record<string, unknown>[]) =>
    JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
  const before = byKey(normalize(snapshot.rows));
  const after = byKey(normalize(snapshot.after ?? []));
  const current = byKey(await currentRows(db, snapshot));
  const keyCondition = (row: Record<string, unknown>) =>
    sql.join(
      keyColumns.map((c) => sql`${sql.ref(c)} = ${row[c] as string}`),
      sql` and `,
    );

  for (const key of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const was = before.get(key);
    const wrote = after.get(key);
    const now = current.get(key);
    if (same(was, wrote)) continue;
    if (was && !wrote) {
      if (!now) {
        await db
          .insertInto(snapshot.table)
          .values(was as never)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    } else if (!was && wrote) {
      if (now && same(now, wrote)) {
        await sql`delete from ${sql.table(snapshot.table)} where ${keyCondition(wrote)}`.execute(db);
      }
    } else if (was && wrote && now) {
      const set: Record<string, unknown> = {};
      for (const column of Object.keys(was)) {
        if (column === 'search' || column === 'search_text') continue;
        if (!same(was[column], wrote[column]) && same(now[column], wrote[column])) set[column] = was[column];
      }
      if (Object.keys(set).length === 0) continue;
      await db
        .updateTable(snapshot.table)
        .set(set as never)
        .where(() => keyCondition(wrote) as never)
        .execute();
    }
  }
}
