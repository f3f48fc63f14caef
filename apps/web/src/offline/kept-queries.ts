import {
  onlineManager,
  type Query,
  type QueryCache,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which queries still hold what was kept on the device (restored on start by persist-query-cache.ts) and not
 * yet what the server says now. Lists and threads paint from them at once; a screen that decides something
 * once from its data (the thread's 'New' divider and read marks, the list's restored cursor) waits until its
 * queries are current.
 *
 * The rule: a restored query is kept until its first fetch of this page load settles. A fetch that succeeds
 * makes it current (the server's data); one that fails does too (the kept data is then the best there is).
 * A change written into it by the app (an optimistic update, `setQueryData`) leaves it kept. Without a
 * network nothing newer can come: `isShowingKept` is then false for every query.
 */
export class KeptQueries {
  readonly #kept = new WeakSet<Query>();
  readonly #listeners = new Set<() => void>();
  #count = 0;

  constructor(queryCache: QueryCache) {
    queryCache.subscribe((event) => {
      if (event.type !== 'updated' || !this.#kept.has(event.query)) return;
      const { action } = event;
      if ((action.type === 'success' && !action.manual) || action.type === 'error') {
        this.#kept.delete(event.query);
        this.#count -= 1;
        this.#emit();
      }
    });
  }

  /** Marks queries just restored from the device. */
  markRestored(queries: Iterable<Query>): void {
    for (const query of queries) {
      if (this.#kept.has(query)) continue;
      this.#kept.add(query);
      this.#count += 1;
    }
    this.#emit();
  }

  /** Whether this query still holds only the data kept on the device (whatever the network). */
  isKept(query: Query | undefined): boolean {
    return query !== undefined && this.#kept.has(query);
  }

  /** How many restored queries still wait for their first fetch (0 once every one has settled). */
  get waiting(): number {
    return this.#count;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

const trackers = new WeakMap<QueryClient, KeptQueries>();

/** The tracker of `queryClient` (made on first use: before the restore, by the persister). */
export function keptQueriesOf(queryClient: QueryClient): KeptQueries {
  let tracker = trackers.get(queryClient);
  if (!tracker) {
    tracker = new KeptQueries(queryClient.getQueryCache());
    trackers.set(queryClient, tracker);
  }
  return tracker;
}

/**
 * Whether any of these queries shows data kept on the device that the server has not yet confirmed or
 * replaced, while a network is there to do it (see `KeptQueries`).
 */
export function isShowingKept(queryClient: QueryClient, queryKeys: readonly QueryKey[]): boolean {
  if (!onlineManager.isOnline()) return false;
  const tracker = keptQueriesOf(queryClient);
  if (tracker.waiting === 0) return false;
  const cache = queryClient.getQueryCache();
  return queryKeys.some((queryKey) => tracker.isKept(cache.find({ queryKey, exact: true })));
}

/** `isShowingKept` for a component: it renders again when the answer changes. */
export function useIsShowingKept(queryKeys: readonly QueryKey[]): boolean {
  const queryClient = useQueryClient();
  const tracker = keptQueriesOf(queryClient);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribeKept = tracker.subscribe(listener);
      const unsubscribeOnline = onlineManager.subscribe(listener);
      return () => {
        unsubscribeKept();
        unsubscribeOnline();
      };
    },
    [tracker],
  );
  return useSyncExternalStore(subscribe, () => isShowingKept(queryClient, queryKeys));
}
