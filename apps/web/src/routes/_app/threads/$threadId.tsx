import { isApiError } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { IconButton, Spinner } from '@switchboard/ui';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import * as styles from '../../../app.css';
import { NotFoundScreen } from '../../../screens/NotFoundScreen';
import { appTexts } from '../../../texts';
import { MessageCard } from '../../../thread/MessageCard';

export const Route = createFileRoute('/_app/threads/$threadId')({
  loader: async ({ context: { queryClient, queries }, params: { threadId } }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(queries.thread(threadId)),
        queryClient.ensureInfiniteQueryData(queries.threadMessagesInfinite(threadId)),
      ]);
    } catch (error) {
      // The server answers not_found for a thread that does not exist and for another workspace's.
      if (isApiError(error) && error.type === 'not_found') throw notFound();
      throw error;
    }
  },
  component: ThreadScreen,
  notFoundComponent: ThreadNotFound,
});

function ThreadScreen() {
  const { threadId } = Route.useParams();
  const { queries } = Route.useRouteContext();
  const router = useRouter();
  const { data: thread } = useSuspenseQuery(queries.thread(threadId));
  const { data: self } = useSuspenseQuery(queries.self());
  const pages = useSuspenseInfiniteQuery(queries.threadMessagesInfinite(threadId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  // Oldest first, so the newest message is at the bottom.
  const threadMessages = useMemo(() => pages.data.pages.flatMap((page) => page.data), [pages.data.pages]);

  // A long thread comes in pages: fetch them all, so the newest is there to read.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Open on the first unread message, else on the newest one.
  const listRef = useRef<HTMLOListElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (scrolledFor.current === threadId || hasNextPage || threadMessages.length < 2) return;
    scrolledFor.current = threadId;
    const target = threadMessages.find((message) => message.is_unread) ?? threadMessages.at(-1);
    if (!target) return;
    listRef.current
      ?.querySelector(`[data-message-id="${CSS.escape(target.id)}"]`)
      ?.closest('li')
      ?.scrollIntoView({ block: 'start' });
  }, [threadId, hasNextPage, threadMessages]);

  const firstUnreadId = threadMessages.find((message) => message.is_unread)?.id ?? null;
  const title = thread.title?.trim() ? thread.title : null;
  return (
    <div className={styles.threadScreen}>
      <header className={styles.threadHeader}>
        <IconButton
          aria-label={appTexts.thread.backToInbox}
          icon={<ArrowLeft aria-hidden size={16} />}
          onPress={() => {
            if (window.history.length > 1) router.history.back();
            else void router.navigate({ to: '/inbox' });
          }}
        />
        <h1 className={title ? styles.threadTitle : `${styles.threadTitle} ${styles.threadTitleEmpty}`}>
          {title ?? messages.thread.titlePlaceholder}
        </h1>
        <span className={styles.threadMeta}>{appTexts.thread.messages(thread.number_of_messages)}</span>
      </header>
      <ol
        ref={listRef}
        className={styles.messageList}
        aria-label={appTexts.thread.messages(threadMessages.length)}
      >
        {threadMessages.map((message) => (
          <li key={message.id}>
            {message.id === firstUnreadId ? (
              <div className={styles.newDivider}>{messages.thread.newDivider}</div>
            ) : null}
            <MessageCard message={message} selfEmail={self.email} />
          </li>
        ))}
      </ol>
      {isFetchingNextPage ? <Spinner label={messages.shell.loading} /> : null}
    </div>
  );
}

function ThreadNotFound() {
  return <NotFoundScreen title={appTexts.thread.notFoundTitle} text={appTexts.thread.notFoundText} />;
}
