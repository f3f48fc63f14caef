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
 * Captures the rows a thread mutation may change, so `POST /command:cancel` can put them back: the threads'
 * own columns, and every row of the per-thread tables listed (all users' rows, since trash or spam change
 * everyone's inbox), plus the user's read state of the threads' messages.
 */
export async function snapshotThreads(
  db: Db,
  threadIds: string[],
  tables: SnapshotTable[],
  userId: string,
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
    } else {
      const rows = await db.selectFrom(table).selectAll().where('thread_id', 'in', ids).execute();
      snapshots.push({ table, where: { thread_id: ids }, rows });
    }
  }
  return snapshots;
}
