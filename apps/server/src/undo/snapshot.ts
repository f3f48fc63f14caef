import type { Db } from '../db/database.js';
import type { Snapshot, SnapshotTable } from './undo.js';

const THREAD_COLUMNS = [
  'id',
  'title',
  'description',
  'status',
  'assignee_id',
  'due_date',
  'is_spam',
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
 * threads' messages.
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
