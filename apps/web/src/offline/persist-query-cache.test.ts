import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryCacheStorage } from './cache-storage';
import { keptQueriesOf } from './kept-queries';
import { OrderedMutationCache } from './offline-queue';
import {
  CACHE_BUSTER,
  CACHE_MAX_AGE_MS,
  cacheKeyOf,
  createQueryCachePersister,
  isPersistedKey,
  MAX_PERSISTED_THREADS,
  parsePersisted,
  selectPersisted,
  snapshotOf,
} from './persist-query-cache';

/** An unsigned ID token with these claims (only its payload is read). */
function idToken(claims: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `eyJhbGciOiJub25lIn0.${payload}.`;
}

const NOW = 1_800_000_000_000;

describe('the per-user store key', () => {
  it("is the ID token's subject and issuer, so two users on one device never share a cache", () => {
    const alice = cacheKeyOf(idToken({ sub: 'usr_alice', iss: 'https://id.example' }));
    const bob = cacheKeyOf(idToken({ sub: 'usr_bob', iss: 'https://id.example' }));
    expect(alice).toBe('user:usr_alice@https://id.example');
    expect(bob).not.toBe(alice);
    expect(cacheKeyOf(idToken({ sub: 'usr_alice', iss: 'https://other.example' }))).not.toBe(alice);
  });

  it('is null without a usable token: nothing is kept', () => {
    expect(cacheKeyOf(null)).toBeNull();
    expect(cacheKeyOf('not-a-jwt')).toBeNull();
    expect(cacheKeyOf('a.%%%.c')).toBeNull();
    expect(cacheKeyOf(idToken({ iss: 'https://id.example' }))).toBeNull();
  });
});

describe('what is kept', () => {
  it('keeps lists, threads, the user, counts, channels, labels and settings; never AI answers, searches or billing', () => {
    for (const key of [
      ['self'],
      ['account'],
      ['threads', 'list', 'inbox_events', {}],
      ['threads', 'detail', 'thr_1'],
      ['threads', 'detail', 'thr_1', 'messages', {}],
      ['channels', 'list', 'self'],
      ['labels', 'list'],
      ['inbox_splits', 'list'],
      ['organizations', 'list'],
      ['users', 'usr_1', 'settings'],
    ])
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      ['threads', 'detail', 'thr_1', 'summary'],
      ['threads', 'detail', 'thr_1', 'quick-replies', 'msg_1'],
      ['threads', 'search', { query: 'x' }],
      ['billing', 'org_1'],
      ['organizations', 'detail', 'org_1', 'invites'],
      ['contacts', {}],
      ['admin', 'backups'],
    ])
      expect(isPersistedKey(key), JSON.stringify(key)).toBe(false);
  });

  it('bounds the threads kept to the most recently fetched ones, with all their queries', () => {
    const queries: {
      queryKey: unknown[];
      queryHash: string;
      state: { data: unknown; dataUpdatedAt: number };
    }[] = Array.from({ length: MAX_PERSISTED_THREADS + 5 }, (_, i) => [
      {
        queryKey: ['threads', 'detail', `thr_${i}`],
        queryHash: `d${i}`,
        state: { data: {}, dataUpdatedAt: i },
      },
      {
        queryKey: ['threads', 'detail', `thr_${i}`, 'messages', {}],
        queryHash: `m${i}`,
        state: { data: {}, dataUpdatedAt: i },
      },
    ]).flat();
    queries.push({ queryKey: ['self'], queryHash: 'self', state: { data: undefined, dataUpdatedAt: 0 } });
    const kept = selectPersisted(queries);
    expect(kept.size).toBe(MAX_PERSISTED_THREADS * 2);
    expect(kept.has('d0')).toBe(false);
    expect(kept.has(`m${MAX_PERSISTED_THREADS + 4}`)).toBe(true);
    // A query without data (still loading, or failed first) is never kept.
    expect(kept.has('self')).toBe(false);
  });

  it('keeps the data of a query whose last refetch failed, as a success without the error', () => {
    const client = new QueryClient();
    client.setQueryData(['self'], { id: 'usr_1' });
    client
      .getQueryCache()
      .find({ queryKey: ['self'] })
      ?.setState({
        status: 'error',
        error: new Error('Failed to fetch'),
        fetchFailureCount: 1,
      });
    client.setQueryData(['billing', 'org_1'], { plan: 'pro' });
    const snapshot = snapshotOf(client, NOW);
    expect(snapshot.buster).toBe(CACHE_BUSTER);
    expect(snapshot.state.queries.map((query) => query.queryKey)).toEqual([['self']]);
    expect(snapshot.state.queries[0]?.state).toMatchObject({
      status: 'success',
      error: null,
      fetchFailureCount: 0,
      data: { id: 'usr_1' },
    });
  });

  it('keeps the changes waiting for the network, without their rollbacks, and nothing else of the mutations', async () => {
    const client = new QueryClient({ mutationCache: new OrderedMutationCache() });
    onlineManager.setOnline(false);
    try {
      const waiting = client
        .getMutationCache()
        .build(client, {
          mutationKey: ['starThreads'],
          mutationFn: async () => 'done',
          onMutate: () => ({ rollbacks: [() => undefined], settle: () => undefined }),
        })
        .execute({ body: { thread_ids: ['thr_1'] } });
      await vi.waitFor(() => expect(client.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
      const snapshot = snapshotOf(client, NOW);
      expect(snapshot.state.mutations).toHaveLength(1);
      expect(snapshot.state.mutations[0]?.mutationKey).toEqual(['starThreads']);
      expect(snapshot.state.mutations[0]?.state.variables).toEqual({ body: { thread_ids: ['thr_1'] } });
      expect(snapshot.state.mutations[0]?.state.context).toBeUndefined();
      onlineManager.setOnline(true);
      await client.getMutationCache().resumePausedMutations();
      await expect(waiting).resolves.toBe('done');
      expect(snapshotOf(client, NOW).state.mutations).toHaveLength(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});

describe('reading a kept cache back', () => {
  const text = (value: unknown) => JSON.stringify(value);
  const state = { queries: [], mutations: [] };

  it('drops a cache of another version, a too old one and an unreadable one', () => {
    expect(parsePersisted(text({ buster: CACHE_BUSTER, savedAt: NOW, state }), NOW)).not.toBeNull();
    expect(parsePersisted(text({ buster: 'switchboard-cache-0', savedAt: NOW, state }), NOW)).toBeNull();
    expect(
      parsePersisted(text({ buster: CACHE_BUSTER, savedAt: NOW - CACHE_MAX_AGE_MS - 1, state }), NOW),
    ).toBeNull();
    expect(parsePersisted('{not json', NOW)).toBeNull();
    expect(parsePersisted(text({ buster: CACHE_BUSTER, savedAt: NOW, state: {} }), NOW)).toBeNull();
    expect(parsePersisted(undefined, NOW)).toBeNull();
  });
});

describe('the persister', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(initialKey: string | null) {
    const storage = memoryCacheStorage();
    const client = new QueryClient({ mutationCache: new MutationCache() });
    let key = initialKey;
    const persister = createQueryCachePersister(client, storage, () => key, {
      now: () => NOW,
      throttleMs: 10,
    });
    return {
      storage,
      client,
      persister,
      signIn: (next: string | null) => {
        key = next;
      },
    };
  }

  it("writes the signed-in user's cache under their key and restores it into a fresh client", async () => {
    const { storage, client, persister } = setup('user:alice');
    client.setQueryData(['threads', 'list', 'inbox_events', {}], { data: [{ id: 'evt_1' }] });
    await persister.flush();
    expect([...storage.entries.keys()]).toEqual(['user:alice']);

    const fresh = new QueryClient();
    const restored = createQueryCachePersister(fresh, storage, () => 'user:alice', { now: () => NOW });
    expect(await restored.restore('user:alice')).toBe(true);
    expect(fresh.getQueryData(['threads', 'list', 'inbox_events', {}])).toEqual({ data: [{ id: 'evt_1' }] });
    // Shown at once, but stale (a screen mounting it refetches) and kept until that fetch settles.
    const query = fresh.getQueryCache().find({ queryKey: ['threads', 'list', 'inbox_events', {}] });
    expect(query?.isStale()).toBe(true);
    expect(keptQueriesOf(fresh).isKept(query)).toBe(true);
    restored.stop();
    persister.stop();
  });

  it('writes soon after a change, and never while nobody is signed in', async () => {
    const { storage, client, persister, signIn } = setup(null);
    client.setQueryData(['self'], { id: 'usr_1' });
    await persister.flush();
    expect(storage.entries.size).toBe(0);
    signIn('user:alice');
    client.setQueryData(['self'], { id: 'usr_1', display_name: 'Alice' });
    await vi.waitFor(() => expect(storage.entries.get('user:alice')).toContain('Alice'));
    persister.stop();
  });

  it("forgets the previous user's cache when another user signs in on the device, and every cache on sign-out", async () => {
    const { storage, client, persister, signIn } = setup('user:alice');
    client.setQueryData(['self'], { id: 'usr_alice' });
    await persister.flush();
    signIn('user:bob');
    client.clear();
    client.setQueryData(['self'], { id: 'usr_bob' });
    await persister.flush();
    expect([...storage.entries.keys()]).toEqual(['user:bob']);
    expect(storage.entries.get('user:bob')).not.toContain('usr_alice');

    // A restore for bob never shows alice's data, even if hers were still there.
    await storage.set('user:alice', JSON.stringify(snapshotOf(new QueryClient(), NOW)));
    const other = new QueryClient();
    const next = createQueryCachePersister(other, storage, () => 'user:bob', { now: () => NOW });
    await next.restore('user:bob');
    expect(other.getQueryData(['self'])).toEqual({ id: 'usr_bob' });
    expect([...storage.entries.keys()]).toEqual(['user:bob']);

    signIn(null);
    await persister.clearAll();
    expect(storage.entries.size).toBe(0);
    next.stop();
    persister.stop();
  });
});
