import { isApiError } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { IconButton, Spinner } from '@switchboard/ui';
import { useMutation, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useCanGoBack, useRouter } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import * as styles from '../../../app.css';
import { ThreadReplyBox } from '../../../compose/ThreadReplyBox';
import { NotFoundScreen } from '../../../screens/NotFoundScreen';
import { useShortcuts } from '../../../shortcuts/use-shortcuts';
import { MessageCard } from '../../../thread/MessageCard';
import { useMarkReadWhenSeen } from '../../../thread/use-mark-read-when-seen';
import { useDocumentTitle } from '../../../use-document-title';

/** `focus=compose` opens the reply box focused; `from=compose` when opened from a composer. */
export const ThreadSearchSchema = z.object({
  focus: z.literal('compose').optional().catch(undefined),
  from: z.literal('compose').optional().catch(undefined),
});

export const Route = createFileRoute('/_app/threads/$threadId')({
  validateSearch: ThreadSearchSchema,
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
  // A fresh screen per thread: its 'New' divider, scroll and read marks belong to that thread.
  return <ThreadView key={threadId} threadId={threadId} />;
}

function ThreadView({ threadId }: { threadId: string }) {
  const { queries, mutations } = Route.useRouteContext();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { data: thread } = useSuspenseQuery(queries.thread(threadId));
  const { data: self } = useSuspenseQuery(queries.self());
  const pages = useSuspenseInfiniteQuery(queries.threadMessagesInfinite(threadId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  // Oldest first, so the newest message is at the bottom.
  const threadMessages = useMemo(() => pages.data.pages.flatMap((page) => page.data), [pages.data.pages]);

  // Spec: the inbox item is marked read, with no delay, on the thread's first open.
  const { mutate: markInboxEventAsRead } = useMutation(mutations.markInboxEventAsRead());
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    const inboxItemId = thread.inbox_event_id;
    if (!inboxItemId || !thread.inbox_event_is_unread || markedFor.current === inboxItemId) return;
    markedFor.current = inboxItemId;
    markInboxEventAsRead({ params: { inbox_item_id: inboxItemId } });
  }, [thread.inbox_event_id, thread.inbox_event_is_unread, markInboxEventAsRead]);

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

  // n/p (or the arrows) move between messages, g g / shift+g to the first and last.
  const focusMessage = (move: (index: number, count: number) => number) => {
    const cards = [...(listRef.current?.querySelectorAll<HTMLElement>('article[data-message-id]') ?? [])];
    if (cards.length === 0) return;
    const current =
      document.activeElement instanceof HTMLElement ? cards.indexOf(document.activeElement) : -1;
    const next = cards[Math.max(0, Math.min(cards.length - 1, move(current, cards.length)))];
    next?.focus({ preventScroll: true });
    next?.scrollIntoView({ block: 'nearest' });
  };
  useShortcuts(['thread'], (id) => {
    switch (id) {
      case 'newer_message':
        focusMessage((index) => index + 1);
        return true;
      case 'older_message':
        focusMessage((index, count) => (index === -1 ? count - 1 : index - 1));
        return true;
      case 'first_message':
        focusMessage(() => 0);
        return true;
      case 'last_message':
        focusMessage((_, count) => count - 1);
        return true;
      default:
        return false;
    }
  });

  // The 'New' divider stays where it was when the thread opened, while the messages turn read.
  const [firstUnreadId] = useState(() => threadMessages.find((message) => message.is_unread)?.id ?? null);
  const { mutate: markMessagesAsRead } = useMutation(mutations.markMessagesAsRead());
  const unreadIds = useMemo(
    () => threadMessages.filter((message) => message.is_unread).map((message) => message.id),
    [threadMessages],
  );
  useMarkReadWhenSeen(listRef, unreadIds, (messageId) =>
    markMessagesAsRead({ body: { message_ids: [messageId] } }),
  );
  const title = thread.title?.trim() ? thread.title : null;
  useDocumentTitle(title ?? messages.thread.titlePlaceholder);
  return (
    <div className={styles.threadScreen}>
      <header className={styles.threadHeader}>
        <IconButton
          aria-label={messages.thread.backToInbox}
          icon={<ArrowLeft aria-hidden size={16} />}
          onPress={() => {
            // A thread opened on its own gets the inbox beneath it.
            if (canGoBack) router.history.back();
            else void router.navigate({ to: '/inbox' });
          }}
        />
        <h1 className={title ? styles.threadTitle : `${styles.threadTitle} ${styles.threadTitleEmpty}`}>
          {title ?? messages.thread.titlePlaceholder}
        </h1>
        <span className={styles.threadMeta}>{messages.thread.messageCount(thread.number_of_messages)}</span>
      </header>
      <ol
        ref={listRef}
        className={styles.messageList}
        aria-label={messages.thread.messageCount(threadMessages.length)}
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
      <ThreadReplyBox threadId={threadId} />
    </div>
  );
}

function ThreadNotFound() {
  return <NotFoundScreen title={messages.thread.notFound.title} text={messages.thread.notFound.text} />;
}
