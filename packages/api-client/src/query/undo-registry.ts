import type { QueryClient } from '@tanstack/react-query';
import type { Rollback } from './rollback.js';

interface UndoEntry {
  rollbacks: Rollback[];
  at: number;
}

const undoRegistries = new WeakMap<QueryClient, Map<string, UndoEntry>>();

/** The rollbacks of cancellable mutations, by cancel token, for `cancelCommand` (cleaned at 100 entries). */
export function undoRegistry(queryClient: QueryClient): Map<string, UndoEntry> {
  let registry = undoRegistries.get(queryClient);
  if (!registry) {
    registry = new Map();
    undoRegistries.set(queryClient, registry);
  }
  return registry;
}
