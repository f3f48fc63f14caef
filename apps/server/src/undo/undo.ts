/**
 * How to undo a cancellable mutation: a list of row snapshots to put back, recorded in the same transaction
 * as the mutation and applied by `POST /command:cancel` within the undo window.
 */
export type UndoAction =
  | { kind: 'restore'; snapshots: Snapshot[] }
  | { kind: 'delete_message'; message_id: string }
  | { kind: 'delete_thread'; thread_id: string };

/**
 * The rows of `table` matching `where` before a mutation (`rows`) and right after it (`after`). Undo puts
 * back only what the mutation changed, and only where the row still holds the value the mutation wrote:
 * a teammate's (or the caller's own) later change to the same thread is left alone.
 */
export interface Snapshot {
  table: SnapshotTable;
  where: Record<string, string | string[]>;
  rows: Record<string, unknown>[];
  /** The rows right after the mutation; captured when the cancel token is issued if not set earlier. */
  after?: Record<string, unknown>[];
}

export type SnapshotTable =
  | 'threads'
  | 'thread_user_states'
  | 'thread_channels'
  | 'thread_labels'
  | 'thread_followers'
  | 'inbox_items'
  | 'message_user_states';
