import { MUTATION_LAG_TOLERANCE_MS } from '@switchboard/domain';
import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

interface MutationRecord {
  keys: readonly QueryKey[];
  startedAt: number;
  settledAt: number | null;
}

/**
 * Remembers which cached data recent mutations touched, so a query result fetched while (or before) a
 * mutation changed that data is discarded instead of overwriting the optimistic state
 * (spec doc 2, section 4: "Query results older than a recent mutation are discarded").
 */
export class MutationTracker {
  private readonly records = new Set<MutationRecord>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Call when a mutation starts; the returned function marks it settled. */
  begin(keys: readonly QueryKey[]): () => void {
    const record: MutationRecord = { keys, startedAt: this.now(), settledAt: null };
    this.records.add(record);
    return () => {
      record.settledAt = this.now();
    };
  }

  /**
   * True when a mutation touching `queryKey` was still running when the fetch that started at
   * `fetchStartedAt` came back, or settled after that fetch had started (by more than the mutation lag
   * tolerance): the fetched data may predate the change.
   */
  isOutdated(queryKey: QueryKey, fetchStartedAt: number): boolean {
    for (const record of this.records) {
      if (record.settledAt !== null && record.settledAt - MUTATION_LAG_TOLERANCE_MS <= fetchStartedAt)
        continue;
      if (record.keys.some((prefix) => partialMatchKey(queryKey, prefix))) return true;
    }
    this.prune(fetchStartedAt - MUTATION_LAG_TOLERANCE_MS);
    return false;
  }

  /** Drops records settled before `before`. */
  prune(before: number): void {
    for (const record of this.records) {
      if (record.settledAt !== null && record.settledAt < before) this.records.delete(record);
    }
  }
}

const trackers = new WeakMap<QueryClient, MutationTracker>();

/** The tracker of a QueryClient (one per client). */
export function mutationTracker(queryClient: QueryClient): MutationTracker {
  let tracker = trackers.get(queryClient);
  if (!tracker) {
    tracker = new MutationTracker();
    trackers.set(queryClient, tracker);
  }
  return tracker;
}
