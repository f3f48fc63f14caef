import {
  type Draft,
  defaultReplyRecipients,
  draftId,
  forwardTitle,
  messages,
  parseDraftId,
  type Thread,
} from '@switchboard/domain';
import { ComposerWindow, ComposerWindowStack } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { lazyComponent } from '../lazy';
import { useQueries } from '../queries';
import { RoutePending } from '../screens/RoutePending';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import type { ComposeFormProps } from './ComposeForm';
import { type ComposeApi, ComposeContext, type OpenWindow, useCompose } from './compose-context';
import { blankDraft, draftStore, useStoredDraft, useStoredDraftSoFar } from './draft-store';
import { useLeaveWarning } from './leave-warning';
import { useReplyDefaults } from './use-reply-defaults';

// The editor (tiptap, the emoji data, the schedule picker) and the thread's history and discussion load when
// a window first opens, or on idle after the first rows (AppShell): not on /inbox's startup path (issue 17).
const ComposeForm = lazyComponent(() => import('./ComposeForm').then((module) => module.ComposeForm));
const ThreadHistory = lazyComponent(() => import('./ThreadHistory').then((module) => module.ThreadHistory));
const WindowDiscussion = lazyComponent(() =>
  import('./WindowDiscussion').then((module) => module.WindowDiscussion),
);

/** Loads the composer windows' code and the stored drafts ahead of the first c (on idle after the first paint). */
export const preloadComposer = () =>
  Promise.all([
    draftStore.load(),
    ComposeForm.preload(),
    ThreadHistory.preload(),
    WindowDiscussion.preload(),
  ]);

function windowKind(draft: Draft): OpenWindow['kind'] {
  if (draft.origin === 'reply' || draft.origin === 'forward') return draft.origin;
  return 'new_thread';
}

/**
 * The composer windows of the signed-in app (new thread, reply, forward, thread pop-out), floating over
 * every screen, several at once, each normal or minimized; the toasts; mod+shift+z for 'Send now'.
 */
export function ComposeProvider({ children }: { children: ReactNode }) {
  const [windows, setWindows] = useState<OpenWindow[]>([]);
  const [restoredAt, setRestoredAt] = useState<Record<string, number>>({});
  const sendNow = useRef<(() => void) | null>(null);
  const navigate = useNavigate();
  useLeaveWarning(windows.length > 0);

  useShortcuts(['global'], (id) => {
    if (id !== 'send_now' || !sendNow.current) return false;
    sendNow.current();
    return true;
  });

  const api = useMemo<ComposeApi>(() => {
    const open = (draft: Draft, replyKind?: OpenWindow['replyKind']) =>
      setWindows((list) =>
        list.some((w) => w.initial.id === draft.id)
          ? list.map((w) => (w.initial.id === draft.id ? { ...w, size: 'normal' } : w))
          : [
              ...list,
              {
                id: crypto.randomUUID(),
                size: 'normal',
                initial: draft,
                kind: windowKind(draft),
                ...(replyKind ? { replyKind } : {}),
                threadId: draft.threadId,
              },
            ],
      );
    return {
      windows,
      restoredAt,
      openCompose: (id) => {
        const stored = id ? draftStore.get(id) : null;
        open(stored ?? blankDraft({ origin: 'new_thread', ...(id ? { id } : {}) }));
      },
      openChannelCompose: (channel) => {
        const id = draftId('channel', channel.id);
        open(
          draftStore.get(id) ??
            blankDraft({
              id,
              origin: 'channel',
              channelId: channel.id,
              recipients: {
                to: [
                  {
                    kind: 'channel',
                    id: channel.id,
                    name: channel.name,
                    iconSetName: channel.iconSetName ?? null,
                  },
                ],
                cc: [],
                bcc: [],
              },
            }),
        );
      },
      openForward: (thread: Thread) =>
        open(
          blankDraft({
            origin: 'forward',
            threadId: thread.id,
            messageId: thread.last_activity.message_id,
            // A forward's subject: 'Fwd: ' once (never 'Fwd: Fwd:').
            title: forwardTitle(thread.title),
            recipients: defaultReplyRecipients(thread.next_message_recipients, 'forward'),
          }),
        ),
      popOut: (draft, replyKind) => open(draft, replyKind),
      restore: (draft) => {
        draftStore.save(draft);
        const parsed = parseDraftId(draft.id);
        if (parsed?.prefix === 'thread' && draft.threadId) {
          setRestoredAt((r) => ({ ...r, [draft.id]: Date.now() }));
          void navigate({
            to: '/threads/$threadId',
            params: { threadId: draft.threadId },
            search: { focus: 'compose' },
          });
        } else {
          if (draft.origin === 'channel' && draft.channelId) {
            void navigate({ to: '/channels/$channelId', params: { channelId: draft.channelId } });
          }
          open(draft);
        }
      },
      withdraw: (draft) => {
        draftStore.remove(draft.id);
        setWindows((list) => list.filter((w) => w.initial.id !== draft.id));
        // The thread's reply box reloads its (now deleted) draft: it shows empty.
        if (parseDraftId(draft.id)?.prefix === 'thread') {
          setRestoredAt((r) => ({ ...r, [draft.id]: Date.now() }));
        }
      },
      closeWindow: (id) => setWindows((list) => list.filter((w) => w.id !== id)),
      setWindowSize: (id, size) => setWindows((list) => list.map((w) => (w.id === id ? { ...w, size } : w))),
      setSendNow: (action) => {
        sendNow.current = action;
      },
    };
  }, [windows, restoredAt, navigate]);

  return (
    <ComposeContext.Provider value={api}>
      {children}
      {windows.length > 0 ? (
        <ComposerWindowStack>
          {windows.map((w) => (
            <ComposeWindowView key={w.id} window={w} />
          ))}
        </ComposerWindowStack>
      ) : null}
    </ComposeContext.Provider>
  );
}

function windowTitle(w: OpenWindow, title: string): string {
  if (title.trim()) return title;
  if (w.kind === 'reply') return messages.compose.reply;
  if (w.kind === 'forward') return messages.compose.forward;
  return messages.compose.newMessage;
}

function ComposeWindowView({ window: w }: { window: OpenWindow }) {
  const compose = useCompose();
  const queries = useQueries();
  const thread = useQuery({ ...queries.thread(w.threadId ?? ''), enabled: w.threadId !== null });
  // The title does not wait for the stored drafts; the form below does (StoredDraftForm).
  const stored = useStoredDraftSoFar(w.initial.id);
  // A popped-out reply compares with the defaults of the kind it was opened as (reply or reply all).
  const replyDefaults = useReplyDefaults(thread.data, w.replyKind ?? 'reply_all');
  const title = stored?.title ?? w.initial.title;
  const navigate = useNavigate();
  // A reply or forward can show the thread's private messages beside it (932 px instead of 532).
  const [showPrivate, setShowPrivate] = useState(false);
  const close = () => {
    // Closing deletes an empty draft (the store never keeps one).
    const stored = draftStore.get(w.initial.id);
    if (stored) draftStore.save(stored);
    compose.closeWindow(w.id);
  };
  if (w.threadId && !thread.data) return null;
  if (w.kind === 'reply' && !replyDefaults) return null;
  return (
    <ComposerWindow
      title={windowTitle(w, title)}
      size={w.size}
      onSizeChange={(size) => compose.setWindowSize(w.id, size)}
      onClose={close}
      {...(thread.data
        ? {
            showPrivateMessages: showPrivate,
            onShowPrivateMessagesChange: setShowPrivate,
            privateMessages: (
              <Suspense fallback={<RoutePending />}>
                <WindowDiscussion thread={thread.data} onClose={() => setShowPrivate(false)} />
              </Suspense>
            ),
          }
        : {})}
      onPopOut={
        w.kind === 'new_thread'
          ? () => {
              compose.closeWindow(w.id);
              void navigate({ to: '/compose/{-$draftId}', params: { draftId: w.initial.id } });
            }
          : undefined
      }
    >
      <Suspense fallback={<RoutePending />}>
        <StoredDraftForm
          initial={w.initial}
          thread={thread.data ?? null}
          defaultRecipients={w.kind === 'reply' ? replyDefaults : undefined}
          onSent={() => compose.closeWindow(w.id)}
          autoFocus={w.kind === 'reply' ? 'body' : 'recipients'}
          history={
            w.threadId ? (
              // Its own boundary: the history loading later must not hide (and remount) the editor.
              <Suspense fallback={null}>
                <ThreadHistory threadId={w.threadId} />
              </Suspense>
            ) : undefined
          }
        />
      </Suspense>
    </ComposerWindow>
  );
}

/**
 * The window's form, opened on its stored draft: waits (inside the window's Suspense) for the stored
 * drafts to be read, so a window opened before then never starts from a blank draft and saves it over
 * the stored one.
 */
function StoredDraftForm({ initial, ...props }: ComposeFormProps) {
  const stored = useStoredDraft(initial.id);
  return <ComposeForm initial={stored ?? initial} {...props} />;
}
