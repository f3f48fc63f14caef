import { MUTATION_LAG_TOLERANCE_MS } from '@switchboard/domain';
import { hashKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

interface MutationRecord {
  keys: readonly QueryKey[];
  startedAt: number;
  settledAt: number | null;
  /** Queries whose fetch this mutation interrupted or outdated: fetched again once it settles. */
  owed: Map<string, QueryKey>;
}

/**
 * Remembers which cached data recent mutations touched, so a query result fetched while (or before) a
 * mutation changed that data is discarded instead of overwriting the optimistic state
 * (spec doc 2, section 4: "Query results older than a recent mutation are discarded").
 *
 * A discarded or cancelled fetch is owed, not lost: it may carry someone else's change (a live notice's
 * refetch, a poll), so the query is fetched again as soon as the mutation settles, when the server's
 * answer includes the mutation.
 */
export class MutationTracker {
  private readonly records = new Set<MutationRecord>();

  constructor(
    private readonly refetch: (queryKey: QueryKey) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Call when a mutation starts, with the queries it touches; `interrupted` are the touched queries whose
   * fetch it is about to cancel. The returned function marks it settled and refetches what it owes.
   */
  begin(keys: readonly QueryKey[], interrupted: readonly QueryKey[] = []): () => void {
    const record: MutationRecord = { keys, startedAt: this.now(), settledAt: null, owed: new Map() };
    for (const key of interrupted) record.owed.set(hashKey(key), key);
    this.records.add(record);
    return () => {
      record.settledAt = this.now();
      const owed = [...record.owed.values()];
      record.owed.clear();
      if (owed.length === 0) return;
      setTimeout(() => {
        for (const key of owed) this.refetch(key);
      }, 0);
    };
  }

  /**
   * True when a mutation touching `queryKey` was still running when the fetch that started at
   * `fetchStartedAt` came back, or settled after that fetch had started (by more than the mutation lag
   * tolerance): the fetched data may predate the change. The query is then owed a fetch after it.
   */
  isOutdated(queryKey: QueryKey, fetchStartedAt: number): boolean {
    let outdated = false;
    let settledMeanwhile = false;
    for (const record of this.records) {
      if (record.settledAt !== null && record.settledAt - MUTATION_LAG_TOLERANCE_MS <= fetchStartedAt)
        continue;
      if (!record.keys.some((prefix) => partialMatchKey(queryKey, prefix))) continue;
      outdated = true;
      if (record.settledAt === null) record.owed.set(hashKey(queryKey), queryKey);
      else settledMeanwhile = true;
    }
    if (!outdated) this.prune(fetchStartedAt - MUTATION_LAG_TOLERANCE_MS);
    else if (settledMeanwhile && !this.running(queryKey)) setTimeout(() => this.refetch(queryKey), 0);
    return outdated;
  }

  /** Whether a mutation touching `queryKey` is still running (it will refetch the query when it settles). */
  private running(queryKey: QueryKey): boolean {
    for (const record of this.records) {
      if (record.settledAt === null && record.keys.some((prefix) => partialMatchKey(queryKey, prefix)))
        return true;
    }
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

/** The tracker of a QueryClient (one per client); what it owes is refetched by invalidating that query. */
export function mutationTracker(queryClient: QueryClient): MutationTracker {
  let tracker = trackers.get(queryClient);
  if (!tracker) {
    tracker = new MutationTracker((queryKey) => {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    });
    trackers.set(queryClient, tracker);
  }
  return tracker;
}
