import { isApiError } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { draftStore } from '../../../compose/draft-store';
import { ThreadReplyBox } from '../../../compose/ThreadReplyBox';
import { useCancelScheduled } from '../../../compose/use-cancel-scheduled';
import { NotFoundScreen } from '../../../screens/NotFoundScreen';
import { oneOfParam, presentParams } from '../../../search-params';
import { ThreadScreen } from '../../../thread/ThreadScreen';

export const Route = createFileRoute('/_app/threads/$threadId')({
  /** `focus=compose` opens the reply box focused (`mode`: r, a or f from a list); `from=compose` when opened from a composer. */
  validateSearch: (search: Record<string, unknown>) =>
    presentParams({
      focus: oneOfParam(search.focus, ['compose']),
      mode: oneOfParam(search.mode, ['reply', 'reply_all', 'forward']),
      from: oneOfParam(search.from, ['compose']),
    }),
  loader: async ({ context: { queryClient, queries }, params: { threadId } }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(queries.thread(threadId)),
        queryClient.ensureInfiniteQueryData(queries.threadMessagesInfinite(threadId)),
        queryClient.ensureQueryData(queries.organizations()),
        queryClient.prefetchQuery(queries.threadEvents(threadId)),
        // The reply box opens on its stored draft.
        draftStore.load(),
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
  const cancelScheduled = useCancelScheduled(threadId);
  // A fresh screen per thread: its 'New' divider, scroll and read marks belong to that thread.
  return (
    <>
      <ThreadScreen
        key={threadId}
        threadId={threadId}
        replySlot={<ThreadReplyBox threadId={threadId} />}
        cancelScheduled={cancelScheduled.request}
      />
      {cancelScheduled.dialog}
    </>
  );
}
