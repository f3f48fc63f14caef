import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Mutation,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { CacheStorage } from './cache-storage';
import { keptQueriesOf } from './kept-queries';

/**
 * The query cache kept on this device (IndexedDB) per signed-in user, so the last lists and opened threads
 * show at once on the next start (then refresh) and can be read offline; with it the changes made offline and
 * not yet sent (paused mutations) survive a reload.
 *
 * TanStack's own `dehydrate` / `hydrate` do the work (what its persist-client packages wrap: those are not
 * published for the installed TanStack Query yet); this file adds what to keep, the per-user key, a buster
 * and a bound on the size.
 */

/** Bump when a cached shape changes (a contract or a query key): an older cache is dropped, not read. */
export const CACHE_BUSTER = 'switchboard-cache-1';
/** A cache older than this is dropped on start rather than shown. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How many thread lists (the most recently fetched) and opened threads are kept. */
export const MAX_PERSISTED_LISTS = 30;
export const MAX_PERSISTED_THREADS = 40;
/** A cache whose text is longer than this is not written (the previous one stays). */
export const MAX_PERSISTED_CHARS = 8_000_000;
/** Writes are at most this often (a burst of fetches is written once). */
export const PERSIST_THROTTLE_MS = 500;

/** What is stored for one user. */
export interface PersistedCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * The storage key of the signed-in user: their OpenID subject and issuer, read from the ID token (the
 * token is not checked here: it is only a name for a local store, and the server checks every call).
 * Null when there is no usable ID token (then nothing is kept).
 */
export function cacheKeyOf(idToken: string | null | undefined): string | null {
  if (!idToken) return null;
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    if (typeof claims?.sub !== 'string' || claims.sub === '') return null;
    const issuer = typeof claims.iss === 'string' ? claims.iss : '';
    return `user:${claims.sub}@${issuer}`;
  } catch {
    return null;
  }
}

/**
 * Whether a query is worth keeping: what the signed-in frame and the lists and threads show (the user, the
 * account and its counts, thread lists and opened threads, channels, labels, splits, workspaces, settings).
 * Never kept: AI answers, search results, billing, invites, contacts, admin pages.
 */
export function isPersistedKey(key: QueryKey): boolean {
  const [root, second, , fourth] = key;
  switch (root) {
    case 'self':
    case 'account':
    case 'channels':
    case 'labels':
    case 'inbox_splits':
      return true;
    case 'organizations':
      return second === 'list';
    case 'users':
      return key[2] === 'settings';
    case 'threads':
      if (second === 'list') return true;
      if (second !== 'detail') return false;
      return fourth !== 'summary' && fourth !== 'quick-replies';
    default:
      return false;
  }
}

/** What `selectPersisted` reads of a query. */
export interface QueryFacts {
  queryKey: QueryKey;
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number };
}

/**
 * The queries to keep (by hash): those of `isPersistedKey` holding data (an error after data keeps the
 * data), at most `MAX_PERSISTED_LISTS` thread lists and `MAX_PERSISTED_THREADS` threads (all their
 * queries), the most recently fetched.
 */
export function selectPersisted(queries: readonly QueryFacts[]): Set<string> {
  const kept = new Set<string>();
  const lists: QueryFacts[] = [];
  const threads = new Map<string, { at: number; hashes: string[] }>();
  for (const query of queries) {
    if (query.state.data === undefined || !isPersistedKey(query.queryKey)) continue;
    const [root, second, threadId] = query.queryKey;
    if (root === 'threads' && second === 'list') lists.push(query);
    else if (root === 'threads' && typeof threadId === 'string') {
      const entry = threads.get(threadId) ?? { at: 0, hashes: [] };
      entry.at = Math.max(entry.at, query.state.dataUpdatedAt);
      entry.hashes.push(query.queryHash);
      threads.set(threadId, entry);
    } else kept.add(query.queryHash);
  }
  lists.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const list of lists.slice(0, MAX_PERSISTED_LISTS)) kept.add(list.queryHash);
  const recent = [...threads.values()].sort((a, b) => b.at - a.at).slice(0, MAX_PERSISTED_THREADS);
  for (const thread of recent) for (const hash of thread.hashes) kept.add(hash);
  return kept;
}

/** Mutations kept for a replay after a reload: the paused ones (made offline), but not AI questions. */
export function isPersistedMutation(mutation: Pick<Mutation, 'state' | 'options'>): boolean {
  const name = mutation.options.mutationKey?.[0];
  if (typeof name !== 'string' || name === 'askAi' || name === 'generateSubject') return false;
  return mutation.state.isPaused;
}

/**
 * The cache as kept: the chosen queries as plain successes (no error, no fetch under way), the paused
 * mutations without their context (rollback functions: a replay after a reload refetches instead).
 */
export function snapshotOf(queryClient: QueryClient, now: number): PersistedCache {
  const chosen = selectPersisted(queryClient.getQueryCache().getAll() as Query[]);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => chosen.has(query.queryHash),
    shouldDehydrateMutation: isPersistedMutation,
  });
  return {
    buster: CACHE_BUSTER,
    savedAt: now,
    state: {
      queries: state.queries.map((query) => ({
        ...query,
        state: {
          ...query.state,
          status: 'success',
          error: null,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchStatus: 'idle',
        },
      })),
      mutations: state.mutations.map((mutation) => ({
        ...mutation,
        state: { ...mutation.state, context: undefined },
      })),
    },
  };
}

/** Reads a stored cache back: null when absent, unreadable, from another version or too old. */
export function parsePersisted(text: string | undefined, now: number): PersistedCache | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PersistedCache> | null;
    if (!value || value.buster !== CACHE_BUSTER || typeof value.savedAt !== 'number') return null;
    if (now - value.savedAt > CACHE_MAX_AGE_MS || now < value.savedAt - 60_000) return null;
    const state = value.state as Partial<DehydratedState> | undefined;
    if (!Array.isArray(state?.queries) || !Array.isArray(state?.mutations)) return null;
    return value as PersistedCache;
  } catch {
    return null;
  }
}

export interface QueryCachePersister {
  /** Puts the stored cache of `key` into the client (before the first render). True when something was restored. */
  restore(key: string | null): Promise<boolean>;
  /** Writes the cache now (pending throttled writes included). */
  flush(): Promise<void>;
  /** Forgets every user's stored cache (sign-out, a refused token). */
  clearAll(): Promise<void>;
  /** Stops writing. */
  stop(): void;
}

/**
 * Keeps `queryClient`'s cache in `storage` under the key `currentKey()` answers at each write (null: signed
 * out, nothing written). When the key changes (another user signed in), the other users' caches are
 * deleted. `onRestoredMutation` hears of every mutation put back from storage (to tell a refusal).
 */
export function createQueryCachePersister(
  queryClient: QueryClient,
  storage: CacheStorage,
  currentKey: () => string | null,
  options: { now?: () => number; throttleMs?: number } = {},
): QueryCachePersister {
  const now = options.now ?? Date.now;
  const kept = keptQueriesOf(queryClient);
  const throttleMs = options.throttleMs ?? PERSIST_THROTTLE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let ownerKey: string | null = null;
  let restoring = false;
  let stopped = false;

  async function dropOthers(key: string) {
    for (const other of await storage.keys()) if (other !== key) await storage.remove(other);
  }

  async function write() {
    const key = currentKey();
    if (!key || stopped) return;
    if (key !== ownerKey) {
      ownerKey = key;
      await dropOthers(key);
    }
    const text = JSON.stringify(snapshotOf(queryClient, now()));
    if (text.length > MAX_PERSISTED_CHARS) return;
    await storage.set(key, text);
  }

  /** One write after the ones under way; a failure is told, and the next write still runs. */
  function enqueue(): Promise<void> {
    writing = writing.then(write).catch((error) => {
      console.warn('Switchboard: could not keep the cache on this device', error);
    });
    return writing;
  }

  function schedule() {
    if (restoring || stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void enqueue();
    }, throttleMs);
  }

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'removed') schedule();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe(() => schedule());

  return {
    async restore(key) {
      if (!key) return false;
      ownerKey = key;
      let cached: PersistedCache | null = null;
      try {
        cached = parsePersisted(await storage.get(key), now());
        if (!cached) await storage.remove(key);
        await dropOthers(key);
      } catch (error) {
        console.warn('Switchboard: could not read the cache kept on this device', error);
        return false;
      }
      if (!cached) return false;
      restoring = true;
      try {
        hydrate(queryClient, cached.state);
        // Shown at once, but older than the server's: each is stale (a screen that mounts it refetches, a
        // prefetch fetches it again) and kept until that fetch settles (kept-queries.ts: the screens that
        // decide something once from their data wait for it).
        const cache = queryClient.getQueryCache();
        const restored = cached.state.queries.flatMap(({ queryHash }) => cache.get(queryHash) ?? []);
        for (const query of restored) query.invalidate();
        kept.markRestored(restored);
      } finally {
        restoring = false;
      }
      return cached.state.queries.length > 0 || cached.state.mutations.length > 0;
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
      await enqueue();
    },
    async clearAll() {
      if (timer) clearTimeout(timer);
      timer = null;
      ownerKey = null;
      await writing;
      for (const key of await storage.keys()) await storage.remove(key);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      unsubscribeQueries();
      unsubscribeMutations();
    },
  };
}
