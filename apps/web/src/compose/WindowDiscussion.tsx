import type { Thread } from '@switchboard/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { useQueries } from '../queries';
import { contactPerson, ThreadDiscussion } from '../thread/ThreadDiscussion';

/**
 * The thread's private messages beside a reply or forward window (the window is then 932 px wide): the
 * same discussion as on the thread screen, for the user's workspace.
 */
export function WindowDiscussion({ thread, onClose }: { thread: Thread; onClose: () => void }) {
  const queries = useQueries();
  const { data: organizations } = useQuery(queries.organizations());
  const pages = useInfiniteQuery(queries.threadMessagesInfinite(thread.id));
  const threadMessages = useMemo(() => (pages.data?.pages ?? []).flatMap((page) => page.data), [pages.data]);
  const organization = organizations?.data[0];
  const members = useMemo(() => (organization?.members ?? []).map(contactPerson), [organization]);
  if (!organization) return null;
  return (
    <ThreadDiscussion
      thread={thread}
      organizationId={organization.id}
      isPaying={organization.isPaying}
      members={members}
      threadMessages={threadMessages}
      onClose={onClose}
      onUpgrade={openPricingDialog}
    />
  );
}
