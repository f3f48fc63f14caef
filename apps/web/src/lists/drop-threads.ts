import { CATEGORIES, type Category, messages } from '@switchboard/domain';
import { type SplitTabData, showErrorToast } from '@switchboard/ui';
import { useCallback } from 'react';
import { useThreadActions } from '../actions/use-thread-actions';
import { shownThreads } from './shown-threads';

/**
 * Rows dropped on a split's tab: a category split takes them (moved to its category, with the toast and
 * Undo of every list action); a custom split cannot ('Conversations can't be moved to a custom split').
 */
export function useDropOnSplit(tabs: readonly SplitTabData[]) {
  const perform = useThreadActions();
  return useCallback(
    (splitId: string, threadIds: string[]) => {
      if (!(CATEGORIES as readonly string[]).includes(splitId)) {
        showErrorToast(messages.settings.splits.conversationsCantMove);
        return;
      }
      const category = splitId as Category;
      const name = tabs.find((tab) => tab.id === splitId)?.name ?? messages.categories[category];
      perform('moveToCategory', shownThreads(threadIds), { category: { id: category, name } });
    },
    [tabs, perform],
  );
}

/** Rows dropped on a sidebar channel: the threads are added to it ('Channel added', with Undo). */
export function useDropOnChannel() {
  const perform = useThreadActions();
  return useCallback(
    (channelId: string, threadIds: string[]) =>
      perform('channels', shownThreads(threadIds), { channelIds: [channelId] }),
    [perform],
  );
}
