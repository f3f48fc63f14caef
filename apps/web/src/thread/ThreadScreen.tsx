import { type CommandAction, canChangeThreadProperties, type Message, messages } from '@switchboard/domain';
import {
  AssigneePicker,
  ConfirmDialog,
  DueDatePicker,
  FollowersPopover,
  IconButton,
  NewMessagesDivider,
  ParticipantsDialog,
  PresenceBar,
  Spinner,
  StatusMenu,
  SummaryDialog,
  type SummaryState,
  Text,
  ThreadDescription,
  ThreadEventLine,
  ThreadHeader,
  type ThreadHeaderAction,
} from '@switchboard/ui';
import {
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useCanGoBack, useRouteContext, useRouter } from '@tanstack/react-router';
import { AlarmClock, ArrowLeft, Hash, MessagesSquare, Tag } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { actionForShortcut, type ThreadActionId } from '../actions/thread-actions';
import { type ThreadActionInput, useThreadActions } from '../actions/use-thread-actions';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { type RegisteredCommand, useRegisterCommands } from '../command/command-registry';
import { useToolbarVisibility } from '../compose/toolbar-visibility';
import { useFailedSends } from '../compose/use-send-draft';
import { type PickerKind, ThreadPickers } from '../lists/ThreadPickers';
import { useListCommands } from '../lists/use-list-commands';
import { usePresenceViewers } from '../live/presence-store';
import { useAnnouncePresence } from '../live/use-announce-presence';
import { useIsShowingKept } from '../offline/kept-queries';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { useDocumentTitle } from '../use-document-title';
import { useNow } from '../use-now';
import { MessageItem } from './MessageItem';
import { removeCachedMessage } from './remove-cached-message';
import { contactPerson, ThreadDiscussion } from './ThreadDiscussion';
import { ThreadOrigin } from './ThreadOrigin';
import * as styles from './ThreadScreen.css';
import { threadTimeline } from './thread-timeline';
import { useMarkReadWhenSeen } from './use-mark-read-when-seen';

export interface ThreadScreenProps {
  threadId: string;
  /** The reply box (the composer's): rendered below the messages. */
  replySlot?: ReactNode;
  /** Cancels one of the user's scheduled messages (the composer asks first and restores the draft); without it, the message is deleted. */
  cancelScheduled?: (message: Message) => void;
}

/** The lists' action each header action runs (same toasts and Undo as the lists). */
const LIST_ACTION: Partial<Record<ThreadHeaderAction, ThreadActionId>> = {
  archive: 'archive',
  moveToInbox: 'moveToInbox',
  markRead: 'markRead',
  markUnread: 'markUnread',
  spam: 'spam',
  notSpam: 'notSpam',
  star: 'star',
  unstar: 'unstar',
  trash: 'trash',
  untrash: 'restore',
};

/**
 * The list keys that act on the one thread shown (spec: "the list actions that apply to one thread"); the
 * channels key is the thread group's own (h, shift+c).
 */
const LIST_KEYS = new Set([
  'archive',
  'star',
  'trash',
  'spam',
  'mark_read',
  'mark_unread',
  'snooze',
  'labels',
  'reply',
  'reply_all',
  'forward',
]);

const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** The spec's command-menu actions only a thread screen has: Participants and Thread summary. */
function threadCommands(
  openParticipants: (open: boolean) => void,
  openSummary: (open: boolean) => void,
): RegisteredCommand[] {
  return [
    {
      id: 'participants' satisfies CommandAction,
      label: messages.thread.participants,
      group: 'actions',
      run: () => openParticipants(true),
    },
    {
      id: 'thread_summary' satisfies CommandAction,
      label: messages.thread.summarize,
      group: 'actions',
      run: () => openSummary(true),
    },
  ];
}

/** The thread screen (spec doc 1 "Thread screen"): header, messages and events, discussion, dialogs. */
export function ThreadScreen({ threadId, replySlot, cancelScheduled }: ThreadScreenProps) {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const queryClient = useQueryClient();
  const { data: thread } = useSuspenseQuery(queries.thread(threadId));
  const { data: self } = useSuspenseQuery(queries.self());
  const { data: organizations } = useSuspenseQuery(queries.organizations());
  const { data: events } = useQuery(queries.threadEvents(threadId));
  const { data: channels } = useQuery(queries.selfChannels());
  const pages = useSuspenseInfiniteQuery(queries.threadMessagesInfinite(threadId));
  // From the device's cache the thread shows at once, but its read state can be older than the server's:
  // what is decided once from it (the 'New' divider, where to open, what to mark read) waits for the server.
  const showsKept = useIsShowingKept([
    queries.thread(threadId).queryKey,
    queries.threadMessagesInfinite(threadId).queryKey,
  ]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const threadMessages = useMemo(() => pages.data.pages.flatMap((page) => page.data), [pages.data.pages]);
  const organization = organizations.data[0];
  const members = useMemo(() => (organization?.members ?? []).map(contactPerson), [organization]);
  const userName = (id: string) =>
    members.find((member) => member.id === id)?.name ?? messages.reactions.someone;

  const isTrashed = thread.trashed_date !== null;
  const editable = canChangeThreadProperties(thread);
  const { mutate: update, isPending: isSaving, variables: saving } = useMutation(mutations.updateThread());
  const save = (body: Parameters<typeof update>[0]['body']) =>
    update({ params: { thread_id: threadId }, body });
  const { mutate: addFollowers } = useMutation(mutations.addThreadFollowers());
  const { mutate: removeFollowers } = useMutation(mutations.removeThreadFollowers());
  const { mutate: resend } = useMutation(mutations.postThreadMessage());
  const { mutate: resendDelivery } = useMutation(mutations.resendMessage());
  const { mutate: deleteMessage } = useMutation(mutations.deleteMessage());
  const failedSends = useFailedSends();

  const [discussionOpen, setDiscussionOpen] = useState(false);
  const [followersOpen, setFollowersOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [participantsOpen, setParticipantsOpen] = useState(false);
  const [cannotCancel, setCannotCancel] = useState(false);
  const [picker, setPicker] = useState<PickerKind | null>(null);
  const [trashWarning, setTrashWarning] = useState(false);
  const runListAction = useThreadActions();
  const now = useNow();

  // Spec: the inbox item is marked read, with no delay, on the thread's first open.
  const { mutate: markInboxEventAsRead } = useMutation(mutations.markInboxEventAsRead());
  const markedFor = useRef<string | null>(null);
  useEffect(() => {
    const inboxItemId = thread.inbox_event_id;
    if (showsKept || !inboxItemId || !thread.inbox_event_is_unread || markedFor.current === inboxItemId)
      return;
    markedFor.current = inboxItemId;
    markInboxEventAsRead({ params: { inbox_item_id: inboxItemId } });
  }, [showsKept, thread.inbox_event_id, thread.inbox_event_is_unread, markInboxEventAsRead]);

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Open on the earliest unread message, else on the newest one.
  const listRef = useRef<HTMLOListElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (showsKept || scrolledFor.current === threadId || hasNextPage || threadMessages.length < 2) return;
    scrolledFor.current = threadId;
    const target = threadMessages.find((message) => message.is_unread) ?? threadMessages.at(-1);
    if (!target) return;
    listRef.current
      ?.querySelector(`[data-message-id="${CSS.escape(target.id)}"]`)
      ?.closest('li')
      ?.scrollIntoView({ block: 'start' });
  }, [showsKept, threadId, hasNextPage, threadMessages]);

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
      case 'toggle_discussion':
        setDiscussionOpen((open) => !open);
        return true;
      case 'followers':
        setFollowersOpen(true);
        return true;
      case 'thread_channels':
        setPicker('channels');
        return true;
      default:
        return false;
    }
  });

  // The 'New' divider is placed once, on the messages as the server had them when the thread opened.
  const firstUnread = () => ({ id: threadMessages.find((message) => message.is_unread)?.id ?? null });
  const [divider, setDivider] = useState<{ id: string | null } | null>(() =>
    showsKept ? null : firstUnread(),
  );
  if (divider === null && !showsKept) setDivider(firstUnread());
  const firstUnreadId = divider?.id ?? null;
  const { mutate: markMessagesAsRead } = useMutation(mutations.markMessagesAsRead());
  const unreadIds = useMemo(
    () =>
      showsKept ? [] : threadMessages.filter((message) => message.is_unread).map((message) => message.id),
    [showsKept, threadMessages],
  );
  useMarkReadWhenSeen(listRef, unreadIds, (messageId) =>
    markMessagesAsRead({ body: { message_ids: [messageId] } }),
  );

  const timeline = useMemo(
    () =>
      threadTimeline(threadMessages, events?.data ?? [], {
        selfId: self.id,
        userName: (id) => members.find((member) => member.id === id)?.name,
        channelName: (id) => channels?.data.find((channel) => channel.id === id)?.name,
      }),
    [threadMessages, events, self.id, members, channels],
  );

  // Summaries are premium only (spec doc 2 section 9): the free plan sees the notice, and no call is made.
  const summaryAllowed = organization?.isPaying === true;
  const summaryQuery = useQuery({
    ...queries.threadSummary(threadId),
    enabled: summaryOpen && summaryAllowed,
    retry: false,
  });
  const summaryState: SummaryState = !summaryAllowed
    ? { kind: 'premium-only' }
    : summaryQuery.isError
      ? { kind: 'error' }
      : summaryQuery.data
        ? { kind: 'ready', markdown: summaryQuery.data.summary }
        : { kind: 'loading' };
  const upgrade = openPricingDialog;
  const [descriptionToolbar] = useToolbarVisibility('thread_description');

  const followers = thread.followers.map((follower) => ({
    ...contactPerson(follower.contact),
    isRemovable: follower.is_removable,
  }));
  // The thread's participants: who wrote or received it, and every follower ('Add participants' adds
  // followers: the spec's calls have no other way to add someone to a thread).
  const participants = [
    ...thread.senders,
    ...thread.recipients,
    ...thread.followers.map((follower) => follower.contact),
  ]
    .filter((contact, index, all) => all.findIndex((other) => other.id === contact.id) === index)
    .map(contactPerson);

  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/inbox' });
  };

  const title = thread.title?.trim() ? thread.title : null;
  useDocumentTitle(title ?? messages.thread.titlePlaceholder);
  const inFlight = threadMessages.some((message) => message.isSending);

  // A message the relay refused is stored: the server tries again, or deletes it. One that failed in the
  // client is posted again, or only dropped from the cache.
  // One sent from a composer of this tab goes again as that composer sent it (recipients, attachments, same
  // id), and its draft goes with a discard.
  const onResend = (message: Message) => {
    if (message.send_failed_date) return resendDelivery({ params: { message_id: message.id } });
    if (failedSends.resend(message.id)) return;
    resend({
      params: { thread_id: threadId },
      body: { id: message.id, message_body: message.body, scheduled_date: message.scheduled_date },
    });
  };
  const onDiscard = (message: Message) => {
    if (message.send_failed_date) return deleteMessage({ params: { message_id: message.id } });
    failedSends.discard(message.id);
    removeCachedMessage(queryClient, message.id);
  };
  const onCancelScheduled = (message: Message) => {
    if (inFlight) setCannotCancel(true);
    else if (cancelScheduled) cancelScheduled(message);
    else deleteMessage({ params: { message_id: message.id } });
  };

  // Each action runs as in the lists (toast, Undo), then the screen goes back.
  const run = (id: ThreadActionId, input: ThreadActionInput = {}) => {
    runListAction(id, [thread], input);
    goBack();
  };
  const othersFollow = thread.followers.some((follower) => follower.contact.id !== self.id);
  // One way in for the header buttons, the list keys and the command menu: a picker opens for snooze,
  // labels, channels and delete; trash warns first when others follow; replies go to the reply box; the
  // rest runs and the screen goes back.
  const act = (id: ThreadActionId) => {
    switch (id) {
      case 'snooze':
      case 'labels':
      case 'channels':
        return setPicker(id);
      case 'deletePermanently':
        return setPicker('delete');
      case 'reply':
      case 'replyAll':
      case 'forward':
      case 'moveToCategory':
        return runListAction(id, [thread]);
      case 'trash':
        if (othersFollow) return setTrashWarning(true);
        return run(id);
      default:
        return run(id);
    }
  };
  const headerAction = (action: ThreadHeaderAction) => {
    if (action === 'summary') return setSummaryOpen(true);
    if (action === 'participants') return setParticipantsOpen(true);
    if (action === 'deletePermanently') return act('deletePermanently');
    const id = LIST_ACTION[action];
    if (id) act(id);
  };
  // The list keys act on this thread, each on the side its state allows (s stars or unstars, # trashes or
  // restores; nothing for what a trashed thread cannot do). An open dialog or menu keeps its keys.
  useShortcuts(['lists'], (shortcut) => {
    if (!LIST_KEYS.has(shortcut) || document.activeElement?.closest(OVERLAY)) return false;
    const id = actionForShortcut(shortcut, [thread]);
    if (id) act(id);
    return true;
  });
  // The command menu's Actions on this thread: the lists' own definitions, and the thread's dialogs.
  const threadTargets = useMemo(() => [thread], [thread]);
  useListCommands(threadTargets, act);
  useRegisterCommands(useMemo(() => threadCommands(setParticipantsOpen, setSummaryOpen), []));

  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  useAnnouncePresence(api, threadId, 'viewing');
  const viewers = usePresenceViewers(threadId);

  return (
    <div className={styles.screen}>
      <div className={styles.main}>
        <PresenceBar
          viewers={viewers.map((v) => ({
            userId: v.user_id,
            name: v.display_name,
            pictureUrl: v.picture_url,
            activity: v.activity,
          }))}
        />
        <ThreadHeader
          title={thread.title}
          onTitleChange={(next) => save({ title: next })}
          isSavingTitle={isSaving && saving?.body?.title !== undefined}
          state={{
            inInbox: thread.inbox_event_id !== null && thread.snooze_end_date === null,
            isUnread: thread.inbox_event_is_unread || thread.number_of_unread_messages > 0,
            isSpam: thread.isSpam,
            isStarred: thread.is_starred,
            isTrashed,
          }}
          onAction={headerAction}
          start={
            <IconButton
              aria-label={messages.thread.backToInbox}
              icon={<ArrowLeft aria-hidden size={16} />}
              onPress={goBack}
            />
          }
          extraActions={
            <>
              <IconButton
                aria-label={messages.thread.actions.snooze}
                icon={<AlarmClock />}
                shortcut="b"
                onPress={() => setPicker('snooze')}
              />
              <IconButton
                aria-label={messages.thread.labelsAction}
                icon={<Tag />}
                shortcut="l"
                onPress={() => setPicker('labels')}
              />
              <IconButton
                aria-label={messages.thread.channelsPopover.title}
                icon={<Hash />}
                shortcut="h"
                onPress={() => setPicker('channels')}
              />
              <IconButton
                aria-label={discussionOpen ? messages.thread.closeDiscussion : messages.thread.openDiscussion}
                icon={<MessagesSquare />}
                shortcut="d"
                onPress={() => setDiscussionOpen((open) => !open)}
              />
            </>
          }
          properties={
            <>
              <AssigneePicker
                members={members}
                assignee={thread.assignee ? contactPerson(thread.assignee) : null}
                onChange={(id) => save({ assignee_id: id })}
                isDisabled={!editable}
              />
              <DueDatePicker
                value={thread.dueDate}
                onChange={(value) => save({ due_date: value })}
                isDisabled={!editable}
              />
              <StatusMenu
                status={thread.status}
                onChange={(status) => save({ status })}
                isDisabled={!editable}
              />
              <FollowersPopover
                followers={followers}
                members={members}
                isOpen={followersOpen}
                onOpenChange={setFollowersOpen}
                onAdd={(id) => addFollowers({ params: { thread_id: threadId }, body: { user_ids: [id] } })}
                onRemove={(id) =>
                  removeFollowers({ params: { thread_id: threadId }, body: { user_ids: [id] } })
                }
              />
            </>
          }
        />
        <ThreadDescription
          value={thread.description}
          onSave={(description) => save({ description })}
          isReadOnly={!editable || (isSaving && saving?.body?.description !== undefined)}
          toolbarVisible={descriptionToolbar}
        />
        <div className={styles.scroller}>
          {thread.origin ? <ThreadOrigin threadId={threadId} origin={thread.origin} /> : null}
          <ol
            ref={listRef}
            className={styles.list}
            aria-label={messages.thread.messageCount(threadMessages.length)}
          >
            {timeline.map((entry) =>
              entry.kind === 'event' ? (
                <li key={`event-${entry.id}`}>
                  <ThreadEventLine
                    text={entry.text}
                    date={entry.date}
                    dateLabel={new Date(entry.date).toLocaleDateString(undefined, {
                      month: 'short',
                      day: 'numeric',
                    })}
                    people={entry.personIds.map((id) => ({ name: userName(id) }))}
                  />
                </li>
              ) : (
                <li key={entry.message.id}>
                  {entry.message.id === firstUnreadId ? <NewMessagesDivider /> : null}
                  <MessageItem
                    message={entry.message}
                    selfId={self.id}
                    selfEmail={self.email}
                    isTrashed={isTrashed}
                    userName={userName}
                    onResend={onResend}
                    onDiscard={onDiscard}
                    onCancelScheduled={onCancelScheduled}
                  />
                </li>
              ),
            )}
          </ol>
          {isFetchingNextPage ? <Spinner label={messages.shell.loading} /> : null}
          {isTrashed ? (
            <Text tone="muted" size="sm">
              {messages.thread.trashedReply}
            </Text>
          ) : (
            replySlot
          )}
        </div>
      </div>
      {discussionOpen && organization ? (
        <ThreadDiscussion
          thread={thread}
          organizationId={organization.id}
          isPaying={organization.isPaying}
          members={members}
          threadMessages={threadMessages}
          onClose={() => setDiscussionOpen(false)}
          {...(upgrade ? { onUpgrade: upgrade } : {})}
        />
      ) : (
        // Hovering the screen's edge opens the discussion too (the button and d are the other ways in).
        <div className={styles.edge} aria-hidden="true" onMouseEnter={() => setDiscussionOpen(true)} />
      )}
      <SummaryDialog
        isOpen={summaryOpen}
        onOpenChange={setSummaryOpen}
        state={summaryState}
        {...(upgrade ? { onUpgrade: upgrade } : {})}
      />
      <ParticipantsDialog
        isOpen={participantsOpen}
        onOpenChange={setParticipantsOpen}
        participants={participants}
        candidates={members.filter((member) => !participants.some((p) => p.id === member.id))}
        onAdd={(ids) => addFollowers({ params: { thread_id: threadId }, body: { user_ids: ids } })}
      />
      {picker ? (
        <ThreadPickers
          kind={picker}
          threads={[thread]}
          now={now}
          onClose={() => setPicker(null)}
          onDone={(input) => {
            setPicker(null);
            const id: ThreadActionId =
              picker === 'delete' ? 'deletePermanently' : picker === 'snooze' ? 'snooze' : picker;
            if (picker === 'labels' || picker === 'channels') runListAction(id, [thread], input);
            else run(id, input);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={trashWarning}
        onOpenChange={setTrashWarning}
        tone="danger"
        title={messages.thread.actions.trash}
        description={messages.thread.trashWarning}
        confirmLabel={messages.thread.actions.trash}
        onConfirm={() => run('trash')}
      />
      <ConfirmDialog
        isOpen={cannotCancel}
        onOpenChange={setCannotCancel}
        title={messages.message.cannotCancelTitle}
        description={messages.message.cannotCancelText}
        variant="info"
        confirmLabel={messages.compose.close}
      />
    </div>
  );
}
