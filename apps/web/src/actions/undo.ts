import { useShortcuts } from '../shortcuts/use-shortcuts';

interface UndoEntry {
  run: () => void;
  owner: object | undefined;
}

let last: UndoEntry | null = null;

/**
 * Records the undo of the latest action (z / mod+z runs it). `null` forgets it; with an owner, only if
 * that owner's undo is still the latest (an older toast closing leaves a newer undo alone).
 */
export function setLastUndo(run: (() => void) | null, owner?: object): void {
  if (run) {
    last = { run, owner };
    return;
  }
  if (owner === undefined || last?.owner === owner) last = null;
}

/** Runs the latest action's undo; false when there is none. */
export function undoLast(): boolean {
  const entry = last;
  if (!entry) return false;
  last = null;
  entry.run();
  return true;
}

/** z or mod+z undoes the latest list action while this is mounted. */
export function useUndoShortcut(): void {
  useShortcuts(['global'], (id) => {
    if (id !== 'undo') return false;
    return undoLast();
  });
}
