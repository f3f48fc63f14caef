import {
  CHANNEL_BULK_POLL_MS,
  CONTACTS_POLL_FAST_MS,
  CONTACTS_POLL_SLOW_MS,
  DEFAULT_POLL_MS,
  INBOX_EVENTS_POLL_MS,
  INBOX_EVENTS_POLL_REINDEXING_MS,
  INVITES_POLL_MS,
  LABELS_POLL_FAST_MS,
  LABELS_POLL_SLOW_MS,
  QUERY_CACHE_TIME_MS,
  SELF_POLL_MS,
  SPLIT_LIST_POLL_MS,
} from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import {
  type ApiClient,
  contactsPollInterval,
  createQueries,
  createQueryClient,
  labelsPollInterval,
  type Page,
} from '../src/index.js';
import { channel, inboxItem, meta, page, user } from './fixtures.js';

const calls: unknown[] = [];
const api = new Proxy(
  {},
  {
    get: (_target, name: string) => async (input: unknown) => {
      calls.push({ name, input });
      if (name === 'getSelf') return user();
      return page([inboxItem()], { next_page_token: 'p2', previous_page_token: null });
    },
  },
) as ApiClient;

/** Calls an option's refetchInterval with a query holding `data`. */
function interval(options: { refetchInterval?: unknown }, data?: unknown): unknown {
  const value = options.refetchInterval;
  return typeof value === 'function' ? value({ state: { data } }) : value;
}

describe('createQueryClient', () => {
  it('polls every 60 s, refetches on focus and reconnect, keeps the cache 3600 s, leaves retries to the client', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      refetchInterval: DEFAULT_POLL_MS,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      gcTime: QUERY_CACHE_TIME_MS,
      retry: false,
    });
  });
});

describe('createQueries', () => {
  const queries = createQueries(api);

  it('fetches through the client with the key of the entity', async () => {
    const queryClient = createQueryClient();
    await expect(queryClient.fetchQuery(queries.self())).resolves.toEqual(user());
    expect(queries.thread('t1').queryKey).toEqual(['threads', 'detail', 't1']);
    expect(queries.inboxEvents({ category: 'primary', page_token: 'p2' }).queryKey).toEqual([
      'threads',
      'list',
      'inbox_events',
      { category: 'primary' },
      'page',
      'p2',
    ]);
    expect(queries.inboxEventsInfinite({ category: 'primary' }).queryKey).toEqual([
      'threads',
      'list',
      'inbox_events',
      { category: 'primary' },
      'infinite',
    ]);
  });

  it('follows next_page_token and previous_page_token in infinite lists', async () => {
    const queryClient = createQueryClient();
    calls.length = 0;
    const options = queries.inboxEventsInfinite({ limit: 10 });
    await queryClient.fetchInfiniteQuery(options);
    const last = page([inboxItem()], { next_page_token: 'p3', previous_page_token: 'p1' });
    expect(options.getNextPageParam(last, [last], undefined, [undefined])).toBe('p3');
    expect(options.getPreviousPageParam?.(last, [last], undefined, [undefined])).toBe('p1');
    const end = { data: [], meta: meta({ next_page_token: null }) } as Page<never>;
    expect(options.getNextPageParam(end, [end], undefined, [undefined])).toBeUndefined();
    expect(calls).toEqual([
      { name: 'listInboxEvents', input: { query: { limit: 10, page_token: undefined } } },
    ]);
  });

  it("polls with the spec's intervals", () => {
    expect(interval(queries.self())).toBe(SELF_POLL_MS);
    expect(interval(queries.organizations())).toBe(SELF_POLL_MS);
    expect(interval(queries.inboxSplits())).toBe(SPLIT_LIST_POLL_MS);
    expect(interval(queries.inboxEvents())).toBe(INBOX_EVENTS_POLL_MS);
    expect(interval(queries.inboxEvents({}, { reindexing: true }))).toBe(INBOX_EVENTS_POLL_REINDEXING_MS);
    expect(queries.organizationInvites('o1')).toMatchObject({
      refetchInterval: INVITES_POLL_MS,
      refetchIntervalInBackground: false,
    });
    expect(interval(queries.channel('c1'), channel('c1', { has_bulk_processing_in_progress: true }))).toBe(
      CHANNEL_BULK_POLL_MS,
    );
    expect(interval(queries.channel('c1'), channel('c1'))).toBe(DEFAULT_POLL_MS);
    expect(
      interval(queries.selfChannels(), page([channel('c1', { has_bulk_processing_in_progress: true })])),
    ).toBe(CHANNEL_BULK_POLL_MS);
    expect(queries.thread('t1').refetchInterval).toBeUndefined(); // the client default: 60 s
  });

  it('polls labels every 15 s for the first 5 minutes, then every 5 minutes', () => {
    let now = 1_000_000;
    const timed = createQueries(api, { now: () => now });
    expect(interval(timed.labels())).toBe(LABELS_POLL_FAST_MS);
    now += 5 * 60_000 - 1;
    expect(interval(timed.labels())).toBe(LABELS_POLL_FAST_MS);
    now += 1;
    expect(interval(timed.labels())).toBe(LABELS_POLL_SLOW_MS);
    expect(labelsPollInterval(0, 0)).toBe(LABELS_POLL_FAST_MS);
  });

  it('polls contacts fast only for a new account with no contacts', () => {
    const now = Date.parse('2024-05-01T10:00:00.000Z');
    const young = '2024-05-01T09:45:00.000Z';
    const old = '2024-05-01T09:00:00.000Z';
    expect(contactsPollInterval({ hasContacts: false, accountCreationDate: young, now })).toBe(
      CONTACTS_POLL_FAST_MS,
    );
    expect(contactsPollInterval({ hasContacts: true, accountCreationDate: young, now })).toBe(
      CONTACTS_POLL_SLOW_MS,
    );
    expect(contactsPollInterval({ hasContacts: false, accountCreationDate: old, now })).toBe(
      CONTACTS_POLL_SLOW_MS,
    );
    expect(contactsPollInterval({ hasContacts: false, accountCreationDate: null, now })).toBe(
      CONTACTS_POLL_SLOW_MS,
    );
  });
});
