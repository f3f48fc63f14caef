import { queryKeys } from '@switchboard/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveNotices, liveInvalidations } from './apply-live-notices';

describe('live notices to query invalidations', () => {
  it("marks stale the changed thread's detail and the lists, and leaves other threads' details alone", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.threads.detail('t1'), { id: 't1' });
    client.setQueryData(queryKeys.threads.messages('t1'), { data: [] });
    client.setQueryData(queryKeys.threads.detail('t2'), { id: 't2' });
    client.setQueryData(queryKeys.threads.inboxEvents({}), { data: [] });
    client.setQueryData(queryKeys.labels(), []);
    await applyLiveNotices(client, [{ type: 'message_changed', thread_id: 't1', message_id: 'm1' }]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.threads.detail('t1'))).toBe(true);
    expect(stale(queryKeys.threads.messages('t1'))).toBe(true);
    expect(stale(queryKeys.threads.inboxEvents({}))).toBe(true);
    expect(stale(queryKeys.threads.detail('t2'))).toBe(false);
    expect(stale(queryKeys.labels())).toBe(false);
  });

  it('names each key once for a batch, the counts for inbox items, and everything for a resync', () => {
    const keys = liveInvalidations([
      { type: 'inbox_item_added', thread_id: 'a' },
      { type: 'inbox_item_removed', thread_id: 'b' },
      { type: 'counts_changed' },
    ]);
    expect(keys).toEqual([['threads', 'list', 'inbox_events'], ['account']]);
    expect(liveInvalidations([{ type: 'channel_changed', channel_id: 'c' }, { type: 'resync' }])).toBe(
      'everything',
    );
  });
});
