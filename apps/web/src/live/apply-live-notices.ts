import { type LiveNotice, queryKeys } from '@switchboard/api-client';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Turns a batch of live notices into the query invalidations they call for, each key once: a thread's
 * detail (its messages, events, discussion) for a change in it, the thread lists it may show in, the
 * account's unread counts, a channel. Only queries on screen refetch now; the rest are stale and refetch
 * when next shown. `resync` (notices were missed) invalidates everything.
 */
export function liveInvalidations(notices: LiveNotice[]): QueryKey[] | 'everything' {
  const keys = new Map<string, QueryKey>();
  const add = (key: QueryKey) => keys.set(JSON.stringify(key), key);
  for (const notice of notices) {
    switch (notice.type) {
      case 'resync':
        return 'everything';
      case 'thread_changed':
        add(queryKeys.threads.detail(notice.thread_id));
        add(queryKeys.threads.lists());
        add(['threads', 'search']);
        break;
      case 'message_changed':
        add(queryKeys.threads.detail(notice.thread_id));
        add(queryKeys.threads.lists());
        break;
      case 'inbox_item_added':
      case 'inbox_item_removed':
        add(queryKeys.threads.inboxEvents().slice(0, 3));
        add(queryKeys.account());
        break;
      case 'counts_changed':
        add(queryKeys.account());
        break;
      case 'channel_changed':
        add(queryKeys.channels.all());
        add(['threads', 'list', 'channel', notice.channel_id]);
        break;
      default:
        break;
    }
  }
  return [...keys.values()];
}

/**
 * Applies {@link liveInvalidations} to the cache: open threads first (their refetch is what the user is
 * looking at), then the lists and counts.
 */
export async function applyLiveNotices(queryClient: QueryClient, notices: LiveNotice[]): Promise<void> {
  const keys = liveInvalidations(notices);
  if (keys === 'everything') {
    await queryClient.invalidateQueries();
    return;
  }
  const isDetail = (key: QueryKey) => key[0] === 'threads' && key[1] === 'detail';
  await Promise.all(keys.filter(isDetail).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await Promise.all(
    keys.filter((key) => !isDetail(key)).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
