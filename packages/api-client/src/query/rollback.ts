/** Undoes one optimistic change. */
export type Rollback = () => void;

/** Runs every rollback, last applied first. */
export function rollbackAll(rollbacks: readonly Rollback[]): void {
  for (const rollback of [...rollbacks].reverse()) rollback();
}
