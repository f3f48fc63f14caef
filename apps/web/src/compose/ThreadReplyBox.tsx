import {
  contactRecipient,
  type DraftRecipients,
  defaultReplyRecipients,
  draftId,
  formatScheduleLabel,
  type Message,
  messages,
  type Thread,
} from '@switchboard/domain';
import { Banner, Button, ConfirmDialog, IconButton } from '@switchboard/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { Maximize2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueries } from '../queries';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { currentTimeZone } from '../use-time-zone';
import { ComposeForm } from './ComposeForm';
import * as styles from './compose.css';
import { useCompose } from './compose-context';
import { blankDraft, draftStore, useStoredDraft } from './draft-store';

const t = messages.compose;

/**
 * The thread's inline reply box: a reply draft (`thread:{threadId}`) kept in local storage. r replies,
 * a replies to all, f forwards in a window; mod+enter sends. `?focus=compose` opens it focused. A draft
 * popped out into a window shows 'You are currently editing your reply in a separate window.' here.
 * The thread's own scheduled messages are listed above it with Cancel (which puts the message back into
 * the draft).
 */
export function ThreadReplyBox({ threadId }: { threadId: string }) {
  const queries = useQueries();
  const { data: thread } = useQuery(queries.thread(threadId));
  const compose = useCompose();
  const search = useSearch({ strict: false }) as { focus?: string; mode?: string };
  const id = draftId('thread', threadId);
  const stored = useStoredDraft(id);
  // r / a from a list arrive as `?focus=compose&mode=reply|reply_all`; f as `mode=forward`.
  const [mode, setMode] = useState<'reply' | 'reply_all'>(search.mode === 'reply' ? 'reply' : 'reply_all');
  const forwardOpened = useRef(false);
  useEffect(() => {
    if (search.focus !== 'compose' || search.mode !== 'forward' || !thread || forwardOpened.current) return;
    forwardOpened.current = true;
    compose.openForward(thread);
  }, [search.focus, search.mode, thread, compose]);
  const [focusNonce, setFocusNonce] = useState(
    search.focus === 'compose' && search.mode !== 'forward' ? 1 : 0,
  );
  const [removedNonce, setRemovedNonce] = useState(0);

  useShortcuts(['lists'], (shortcut) => {
    if (!thread || thread.trashed_date) return false;
    if (shortcut === 'reply' || shortcut === 'reply_all') {
      setMode(shortcut);
      setFocusNonce((n) => n + 1);
      return true;
    }
    if (shortcut === 'forward') {
      compose.openForward(thread);
      return true;
    }
    return false;
  });

  const defaults: DraftRecipients | undefined = useMemo(
    () => (thread ? defaultReplyRecipients(thread.next_message_recipients, mode) : undefined),
    [thread, mode],
  );
  if (!thread || !defaults) return null;
  if (thread.trashed_date) return <p className={styles.note}>{messages.thread.trashedReply}</p>;

  const poppedOut = compose.windows.find((w) => w.initial.id === id);
  if (poppedOut) {
    return (
      <div className={styles.replyBox}>
        <p className={styles.note}>{t.editingInSeparateWindow}</p>
        <Button variant="secondary" size="sm" onPress={() => compose.closeWindow(poppedOut.id)}>
          {t.showDraftHere}
        </Button>
      </div>
    );
  }

  const initial =
    stored ??
    blankDraft({
      id,
      origin: 'reply',
      threadId,
      messageId: thread.last_activity.message_id,
      recipients: defaults,
    });
  const restored = compose.restoredAt[id] ?? 0;
  return (
    <section className={styles.replyBox} aria-label={mode === 'reply' ? t.reply : t.replyAll}>
      <ScheduledMessages thread={thread} onCancelled={() => setRemovedNonce((n) => n + 1)} />
      <div className={styles.replyHead}>
        <IconButton
          aria-label={t.popOut}
          icon={<Maximize2 aria-hidden size={14} />}
          size="sm"
          onPress={() => compose.popOut(draftStore.get(id) ?? initial)}
        />
      </div>
      <ComposeForm
        key={`${mode}:${focusNonce}:${restored}:${removedNonce}`}
        initial={initial}
        thread={thread}
        defaultRecipients={defaults}
        onSent={() => setFocusNonce(0)}
        toolbarContext="compose_area"
        autoFocus={focusNonce > 0 || restored > 0 ? 'body' : 'none'}
        placeholder={t.replyPlaceholder}
      />
    </section>
  );
}

/** The signed-in user's scheduled messages of the thread: 'This message will be sent {time}' with Cancel. */
function ScheduledMessages({ thread, onCancelled }: { thread: Thread; onCancelled: () => void }) {
  const threadId = thread.id;
  const queries = useQueries();
  const compose = useCompose();
  const navigate = useNavigate();
  const { mutations } = useRouteContext({ from: '__root__' });
  const { data: self } = useQuery(queries.self());
  const pages = useInfiniteQuery(queries.threadMessagesInfinite(threadId));
  const deleteMessage = useMutation(mutations.deleteMessage());
  const [cancelling, setCancelling] = useState<Message | null>(null);
  const scheduled = (pages.data?.pages ?? [])
    .flatMap((page) => page.data)
    .filter((m) => m.state === 'scheduled' && m.sender.id === self?.id && m.scheduled_date);
  if (scheduled.length === 0) return null;
  return (
    <>
      {scheduled.map((message) => (
        <Banner
          key={message.id}
          tone="info"
          actions={
            <Button size="sm" variant="secondary" onPress={() => setCancelling(message)}>
              {messages.message.cancel}
            </Button>
          }
        >
          {messages.message.scheduledFor(
            formatScheduleLabel(new Date(message.scheduled_date ?? ''), {
              now: new Date(),
              timeZone: currentTimeZone(),
            }),
          )}
        </Banner>
      ))}
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={t.cancelScheduledTitle}
        description={messages.message.cancelScheduledConfirm}
        confirmLabel={messages.message.cancel}
        cancelLabel={messages.compose.close}
        onConfirm={() => {
          const message = cancelling;
          setCancelling(null);
          if (!message) return;
          deleteMessage.mutate(
            { params: { message_id: message.id } },
            {
              onSuccess: () => {
                if (thread.number_of_messages <= 1) {
                  // The only message: the thread is gone with it, and the message becomes a new-thread draft.
                  compose.restore({
                    ...blankDraft({ origin: 'new_thread', title: thread.title ?? '' }),
                    content: message.body,
                    recipients: {
                      to: message.recipients.to.map(contactRecipient),
                      cc: message.recipients.cc.map(contactRecipient),
                      bcc: message.recipients.bcc.map(contactRecipient),
                    },
                  });
                  void navigate({ to: '/drafts' });
                  return;
                }
                // The scheduled message replaces the reply draft.
                const id = draftId('thread', threadId);
                draftStore.save({
                  ...(draftStore.get(id) ??
                    blankDraft({ id, origin: 'reply', threadId, messageId: message.id })),
                  content: message.body,
                });
                onCancelled();
                void pages.refetch();
              },
            },
          );
        }}
      />
    </>
  );
}
