import {
  type DraftRecipients,
  defaultReplyRecipients,
  type Thread,
  threadChannelRecipients,
} from '@switchboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQueries } from '../queries';

export type ReplyKind = 'reply' | 'reply_all';

/**
 * The default recipients of a reply or reply all to `thread` (the domain's rule), its channels named from
 * the user's and the workspace's channels. Undefined until those are known (or failed to load), so a draft
 * never starts without the thread's channels and then differs from the defaults.
 */
export function useReplyDefaults(
  thread: Thread | null | undefined,
  kind: ReplyKind,
): DraftRecipients | undefined {
  const queries = useQueries();
  const own = useQuery(queries.selfChannels());
  const organizations = useQuery(queries.organizations());
  const organizationId = organizations.data?.data[0]?.id;
  const workspace = useQuery({
    ...queries.organizationChannels(organizationId ?? ''),
    enabled: organizationId !== undefined,
  });
  const needsChannels = (thread?.channel_ids.length ?? 0) > 0;
  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;
  const ready =
    !needsChannels ||
    (settled(own) && settled(organizations) && (organizationId === undefined || settled(workspace)));
  return useMemo(() => {
    if (!thread || !ready) return undefined;
    const channels = threadChannelRecipients(thread.channel_ids, [
      ...(own.data?.data ?? []),
      ...(workspace.data?.data ?? []),
    ]);
    return defaultReplyRecipients(thread.next_message_recipients, kind, channels);
  }, [thread, ready, kind, own.data, workspace.data]);
}
