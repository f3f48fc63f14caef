import { INBOX_EVENTS_POLL_REINDEXING_MS, SPLIT_LIST_POLL_MS } from '@switchboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useQueries } from '../queries';

/**
 * Whether the custom split shown is being built (status 'reindexing', after its query changed): the split
 * list is then polled every 500 ms (spec doc 2 "500 ms while re-indexing"), and once it is built the
 * account is read again, since its count of the split is known only then.
 */
export function useSplitReindexing(splitId: string): boolean {
  const queries = useQueries();
  const queryClient = useQueryClient();
  const splits = useQuery({
    ...queries.inboxSplits(),
    refetchInterval: (query) =>
      query.state.data?.data.some((split) => split.id === splitId && split.status === 'reindexing')
        ? INBOX_EVENTS_POLL_REINDEXING_MS
        : SPLIT_LIST_POLL_MS,
  });
  const reindexing =
    splits.data?.data.some((split) => split.id === splitId && split.status === 'reindexing') ?? false;
  const was = useRef(reindexing);
  useEffect(() => {
    if (was.current && !reindexing)
      void queryClient.invalidateQueries({ queryKey: queries.account().queryKey });
    was.current = reindexing;
  }, [reindexing, queryClient, queries]);
  return reindexing;
}
