import {
  hasNewActivity,
  LAST_OPENED_SPLIT_THROTTLE_MS,
  lastOpenedValue,
  recordSplitOpened,
  shouldWriteLastOpened,
  type UserSettings,
} from '@switchboard/domain';
import type { SplitTabData } from '@switchboard/ui';
import { useMutation, useQueries as useQueryList } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { BACKGROUND_WRITE } from '../offline/offline-queue';
import type { InboxFilter } from '../queries';
import { PRIMARY_SPLIT, primaryCategory } from './inbox-splits';

/** What a split tab lists: Primary (the primary category, or the whole inbox), a category, a custom split. */
export function splitFilter(
  id: string,
  settings: Pick<UserSettings, 'inbox_splits'> | undefined,
): InboxFilter {
  if (id === PRIMARY_SPLIT) return { category: primaryCategory(settings) };
  const isCategory = ['promotions', 'social', 'updates', 'forums'].includes(id);
  return isCategory ? { category: id as InboxFilter['category'] } : { inboxSplitId: id };
}

/**
 * The splits' 'new' dots: a split shows one when its latest activity (its first row, polled with the
 * inbox) is later than the time it was last opened (`last_opened_splits`, never opened: the epoch).
 */
export function useSplitNewDots(tabs: readonly SplitTabData[], settings: UserSettings): SplitTabData[] {
  const { queries } = useRouteContext({ from: '__root__' });
  const latest = useQueryList({
    queries: tabs.map((tab) => {
      const filter = splitFilter(tab.id, settings);
      return {
        ...queries.inboxEvents({
          limit: 1,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.inboxSplitId ? { inbox_split_id: filter.inboxSplitId } : {}),
        }),
        select: (page: { data: { thread: { last_activity: { date: string } } }[] }) =>
          page.data[0]?.thread.last_activity.date ?? null,
      };
    }),
  });
  return tabs.map((tab, index) => ({
    ...tab,
    hasNew: hasNewActivity(latest[index]?.data ?? null, settings.last_opened_splits[tab.id]),
  }));
}

/**
 * Records that a split was opened: the latest activity date of what it lists (the epoch when empty),
 * forward only, written at most once per 3 s.
 */
export function useRecordSplitOpened(
  splitId: string,
  userId: string,
  settings: UserSettings,
  activityDates: readonly string[],
): void {
  const { mutations } = useRouteContext({ from: '__root__' });
  // Bookkeeping, not the person's change: offline it waits without being counted as one.
  const update = useMutation({ ...mutations.updateUserSettings(), meta: BACKGROUND_WRITE });
  const lastWriteAt = useRef<number | null>(null);
  const value = lastOpenedValue(activityDates);
  const { mutate } = update;
  useEffect(() => {
    const next = recordSplitOpened(settings.last_opened_splits, splitId, value);
    if (next === settings.last_opened_splits) return;
    const write = () => {
      lastWriteAt.current = Date.now();
      mutate({ params: { user_id: userId }, body: { last_opened_splits: { [splitId]: value } } });
    };
    const now = Date.now();
    if (shouldWriteLastOpened(lastWriteAt.current, now)) return write();
    // Throttled: write when the 3 s are over (a newer value replaces this one meanwhile).
    const timer = setTimeout(write, LAST_OPENED_SPLIT_THROTTLE_MS - (now - (lastWriteAt.current ?? now)));
    return () => clearTimeout(timer);
  }, [splitId, userId, settings.last_opened_splits, value, mutate]);
}
