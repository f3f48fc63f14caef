import type { Thread } from '@switchboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useQueries } from '../queries';
import { useQuickRepliesEnabled } from './ai-preferences';
import { useAiEnabled } from './use-ai-enabled';

/**
 * Quick-reply suggestions for a thread's reply box: asked once per latest message, only with the AI flag
 * and the user's 'quick replies' preference on; `undefined` when they are not to show at all.
 */
export function useQuickReplies(
  thread: Thread | null,
): { replies: readonly string[]; isLoading: boolean } | undefined {
  const queries = useQueries();
  const enabled = useAiEnabled();
  const [wanted] = useQuickRepliesEnabled();
  const on = enabled && wanted && thread !== null && !thread.trashed_date;
  const query = useQuery({
    ...queries.quickReplies(thread?.id ?? '', thread?.last_activity.message_id ?? ''),
    enabled: on,
    retry: false,
  });
  if (!on) return undefined;
  return { replies: query.data?.replies ?? [], isLoading: query.isPending };
}
