import { isApiError } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundScreen } from '../../../screens/NotFoundScreen';
import { ThreadScreen } from '../../../thread/ThreadScreen';

export const Route = createFileRoute('/_app/threads/$threadId')({
  validateSearch: z.object({
    focus: z.literal('compose').optional(),
    from: z.literal('compose').optional(),
  }),
  loader: async ({ context: { queryClient, queries }, params: { threadId } }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(queries.thread(threadId)),
        queryClient.ensureInfiniteQueryData(queries.threadMessagesInfinite(threadId)),
        queryClient.ensureQueryData(queries.organizations()),
        queryClient.prefetchQuery(queries.threadEvents(threadId)),
      ]);
    } catch (error) {
      // The server answers not_found for a thread that does not exist and for another workspace's.
      if (isApiError(error) && error.type === 'not_found') throw notFound();
      throw error;
    }
  },
  component: ThreadRoute,
  notFoundComponent: () => (
    <NotFoundScreen title={messages.thread.notFound.title} text={messages.thread.notFound.text} />
  ),
});

function ThreadRoute() {
  const { threadId } = Route.useParams();
  // A fresh screen per thread: its 'New' divider, scroll and read marks belong to that thread.
  // The reply box (composer issue) goes in `replySlot`.
  return <ThreadScreen key={threadId} threadId={threadId} replySlot={null} />;
}
