/**
 * How to undo a cancellable mutation: a list of row snapshots to put back, recorded in the same transaction
 * as the mutation and applied by `POST /command:cancel` within the undo window.
 */
export type UndoAction =
  | { kind: 'restore'; snapshots: Snapshot[] }
  | { kind: 'delete_message'; message_id: string }
  | { kind: 'delete_thread'; thread_id: string };

/**
 * The state of some rows before a mutation: every row of `table` matching `where` is deleted, then `rows`
 * are inserted back.
 */
export interface Snapshot {
  table: SnapshotTable;
  where: Record<string, string | string[]>;
  rows: Record<string, unknown>[];
}

export type SnapshotTable =
  | 'threads'
  | 'thread_user_states'
  | 'thread_channels'
  | 'thread_labels'
  | 'thread_followers'
  | 'inbox_items'
  | 'message_user_states';
