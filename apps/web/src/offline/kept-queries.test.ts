import { dehydrate, hydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { isShowingKept, keptQueriesOf } from './kept-queries';

const THREAD = ['threads', 'detail', 'thr_1'];
const MESSAGES = ['threads', 'detail', 'thr_1', 'messages', {}];
const OTHER = ['threads', 'detail', 'thr_2'];

/** A client restored from a kept cache holding the thread and its messages (as the persister does). */
function restoredClient() {
  const before = new QueryClient();
  before.setQueryData(THREAD, { id: 'thr_1', inbox_event_is_unread: true });
  before.setQueryData(MESSAGES, {
    pages: [{ data: [{ id: 'msg_1', is_unread: true }] }],
    pageParams: [null],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tracker = keptQueriesOf(client);
  hydrate(client, dehydrate(before));
  tracker.markRestored(client.getQueryCache().getAll());
  return { client, tracker };
}

const find = (client: QueryClient, queryKey: unknown[]) =>
  client.getQueryCache().find({ queryKey, exact: true });

describe('data kept on the device, until the server answers', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is kept after a restore, and current once a fetch of it succeeds', async () => {
    const { client } = restoredClient();
    expect(isShowingKept(client, [THREAD, MESSAGES])).toBe(true);

    await client.fetchQuery({
      queryKey: THREAD,
      queryFn: () => ({ id: 'thr_1', inbox_event_is_unread: false }),
    });
    // The thread is the server's now; its messages are still the kept ones.
    expect(isShowingKept(client, [THREAD])).toBe(false);
    expect(isShowingKept(client, [THREAD, MESSAGES])).toBe(true);

    await client.fetchQuery({ queryKey: MESSAGES, queryFn: () => ({ pages: [], pageParams: [] }) });
    expect(isShowingKept(client, [THREAD, MESSAGES])).toBe(false);
    expect(keptQueriesOf(client).waiting).toBe(0);
  });

  it('stays kept through a change the app writes itself (an optimistic update is not the server)', () => {
    const { client } = restoredClient();
    client.setQueryData(THREAD, { id: 'thr_1', inbox_event_is_unread: false });
    expect(isShowingKept(client, [THREAD])).toBe(true);
  });

  it('is current when its fetch fails: the kept data is then the best there is', async () => {
    const { client } = restoredClient();
    await expect(
      client.fetchQuery({
        queryKey: THREAD,
        queryFn: () => {
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
    expect(isShowingKept(client, [THREAD])).toBe(false);
    expect(client.getQueryData(THREAD)).toEqual({ id: 'thr_1', inbox_event_is_unread: true });
  });

  it('is never waited for without a network (nothing newer can come)', () => {
    const { client } = restoredClient();
    onlineManager.setOnline(false);
    expect(isShowingKept(client, [THREAD, MESSAGES])).toBe(false);
    onlineManager.setOnline(true);
    expect(isShowingKept(client, [THREAD, MESSAGES])).toBe(true);
  });

  it('concerns only restored queries: one fetched in this page load, or absent, is current', async () => {
    const { client } = restoredClient();
    expect(isShowingKept(client, [OTHER])).toBe(false);
    await client.fetchQuery({ queryKey: OTHER, queryFn: () => ({ id: 'thr_2' }) });
    expect(isShowingKept(client, [OTHER])).toBe(false);
    expect(keptQueriesOf(client).isKept(find(client, OTHER))).toBe(false);
  });

  it('tells its listeners when a kept query becomes current', async () => {
    const { client, tracker } = restoredClient();
    let told = 0;
    const stop = tracker.subscribe(() => {
      told += 1;
    });
    await client.fetchQuery({ queryKey: THREAD, queryFn: () => ({ id: 'thr_1' }) });
    expect(told).toBe(1);
    stop();
  });
});
