import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Snapshot, SnapshotTable } from './undo.js';

const THREAD_COLUMNS = [
  'id',
  'title',
  'description',
  'status',
  'assignee_id',
  'due_date',
  'trashed_at',
  'last_activity_at',
] as const;

/**
 * Whose rows of the per-user tables (thread states, inbox items, labels) a snapshot holds: the acting
 * user's only (`user`: starring, labelling, archiving, snoozing), or everyone's (`everyone`: trash and
 * spam change every follower's inbox). An undo puts back exactly those rows, so undoing one person's
 * change never reverts what teammates did to their own rows meanwhile.
 */
export type SnapshotScope = 'user' | 'everyone';

/**
 * Captures the rows a thread mutation may change, so `POST /command:cancel` can put them back: the threads'
 * own columns, the rows of the per-thread tables listed (in `scope`), plus the user's read state of the
 * threads' messages. `captureAfter` then records what the mutation wrote, so an undo restores a row only
 * where it still holds that value.
 */
export async function snapshotThreads(
  db: Db,
  threadIds: string[],
  tables: SnapshotTable[],
  userId: string,
  scope: SnapshotScope = 'user',
): Promise<Snapshot[]> {
  const ids = [...new Set(threadIds)];
  const snapshots: Snapshot[] = [];
  for (const table of tables) {
    if (table === 'threads') {
      const rows = await db.selectFrom('threads').select(THREAD_COLUMNS).where('id', 'in', ids).execute();
      snapshots.push({ table, where: { id: ids }, rows });
    } else if (table === 'message_user_states') {
      const messageIds = (
        await db.selectFrom('messages').select('id').where('thread_id', 'in', ids).execute()
      ).map((m) => m.id);
      const rows =
        messageIds.length === 0
          ? []
          : await db
              .selectFrom('message_user_states')
              .selectAll()
              .where('user_id', '=', userId)
              .where('message_id', 'in', messageIds)
              .execute();
      snapshots.push({ table, where: { message_id: messageIds, user_id: userId }, rows });
    } else if (scope === 'user' && (table === 'thread_user_states' || table === 'inbox_items')) {
      const rows = await db
        .selectFrom(table)
        .selectAll()
        .where('thread_id', 'in', ids)
        .where('user_id', '=', userId)
        .execute();
      snapshots.push({ table, where: { thread_id: ids, user_id: userId }, rows });
    } else if (scope === 'user' && table === 'thread_labels') {
      const labelIds = (
        await db.selectFrom('labels').select('id').where('user_id', '=', userId).execute()
      ).map((l) => l.id);
      const rows =
        labelIds.length === 0
          ? []
          : await db
              .selectFrom('thread_labels')
              .selectAll()
              .where('thread_id', 'in', ids)
              .where('label_id', 'in', labelIds)
              .execute();
      snapshots.push({ table, where: { thread_id: ids, label_id: labelIds }, rows });
    } else {
      const rows = await db.selectFrom(table).selectAll().where('thread_id', 'in', ids).execute();
      snapshots.push({ table, where: { thread_id: ids }, rows });
    }
  }
  return snapshots;
}

/** Each snapshot table's row key (its primary key or unique key). */
export const SNAPSHOT_KEYS: Record<SnapshotTable, readonly string[]> = {
  threads: ['id'],
  thread_user_states: ['user_id', 'thread_id'],
  thread_channels: ['thread_id', 'channel_id'],
  thread_labels: ['thread_id', 'label_id'],
  thread_followers: ['thread_id', 'user_id'],
  inbox_items: ['user_id', 'thread_id'],
  message_user_states: ['message_id', 'user_id'],
};

/** The SQL condition of a snapshot's `where`. */
export function snapshotCondition(where: Snapshot['where']) {
  const conditions = Object.entries(where).map(([column, value]) =>
    Array.isArray(value)
      ? value.length === 0
        ? sql`false`
        : sql`${sql.ref(column)} in (${sql.join(value)})`
      : sql`${sql.ref(column)} = ${value}`,
  );
  return sql.join(conditions, sql` and `);
}

/** The rows a snapshot covers as they are now, as plain JSON values (dates as ISO strings). */
export async function currentRows(db: Db, snapshot: Snapshot): Promise<Record<string, unknown>[]> {
  const columns =
    snapshot.table === 'threads' ? sql.join(THREAD_COLUMNS.map((c) => sql.ref(c))) : sql.raw('*');
  const result = await sql<
    Record<string, unknown>
  >`select ${columns} from ${sql.table(snapshot.table)} where ${snapshotCondition(snapshot.where)}`.execute(
    db,
  );
  return JSON.parse(JSON.stringify(result.rows)) as Record<string, unknown>[];
}

/** Records each snapshot's rows as they are right after the mutation (call inside its transaction). */
export async function captureAfter(db: Db, snapshots: Snapshot[]): Promise<Snapshot[]> {
  const out: Snapshot[] = [];
  for (const snapshot of snapshots) out.push({ ...snapshot, after: await currentRows(db, snapshot) });
  return out;
}
