import { type MutationDefinitions, type MutationName, serverMessage } from '@switchboard/api-client';
import {
  type Category,
  formatScheduleLabel,
  isPlaceholderThreadId,
  messages,
  snoozeEndSeconds,
  type ThreadListRow,
} from '@switchboard/domain';
import { afterNextPaint, dismissToast, showErrorToast, showNotice, showUndoToast } from '@switchboard/ui';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { currentTimeZone } from '../use-time-zone';
import { type ThreadActionId, threadAction } from './thread-actions';
import { setLastUndo } from './undo';

/** What some actions need beyond the threads: the snooze end, the labels or channels to add. */
export interface ThreadActionInput {
  snoozeUntil?: Date;
  /** The category split the threads move to, and its name for the toast. */
  category?: { id: Category; name: string };
  labelIds?: readonly string[];
  channelIds?: readonly string[];
}

type Options<N extends MutationName> = ReturnType<MutationDefinitions[N]>;
type Vars<N extends MutationName> = Parameters<NonNullable<Options<N>['mutationFn']>>[0];

/**
 * Runs one mutation through its optimistic definition (per-item rollback on failure). Its optimistic change
 * is made at once, in the task of the key or click; its request goes out after that change's frame is
 * painted (building and sending it was a tenth of an archive's frame in the app bench).
 */
function mutate<N extends MutationName>(
  queryClient: QueryClient,
  mutations: MutationDefinitions,
  name: N,
  vars: Vars<N>,
): Promise<unknown> {
  const definition = (mutations[name] as () => Options<N>)();
  const send = definition.mutationFn;
  const options = send
    ? {
        ...definition,
        mutationFn: async (...args: Parameters<typeof send>) => {
          await afterNextPaint();
          return send(...args);
        },
      }
    : definition;
  // biome-ignore lint/suspicious/noExplicitAny: MutationObserver's generics are the definition's own.
  return new MutationObserver(queryClient, options as any).mutate(vars as any);
}

function cancelTokenOf(result: unknown): string | null {
  const token = (result as { cancelToken?: unknown } | undefined)?.cancelToken;
  return typeof token === 'string' ? token : null;
}

/**
 * The calls one action makes: one per thread wherever the server has a per-thread call, so a failure
 * rolls back only that thread's row.
 */
function calls(
  id: ThreadActionId,
  threads: readonly ThreadListRow[],
  input: ThreadActionInput,
  run: <N extends MutationName>(name: N, vars: Vars<N>) => Promise<unknown>,
): Promise<unknown>[] {
  const ids = threads.map((thread) => thread.id);
  const each = (fn: (thread: ThreadListRow) => Promise<unknown>) => threads.map(fn);
  const params = (thread: ThreadListRow) => ({ params: { thread_id: thread.id } });
  switch (id) {
    case 'archive':
      return each((thread) =>
        run('removeInboxEventFromInbox', { params: { inbox_item_id: thread.inbox_event_id ?? thread.id } }),
      );
    case 'moveToInbox':
      return each((thread) => run('addThreadToInbox', params(thread)));
    case 'markRead':
      return each((thread) => run('markAllThreadMessagesAsRead', params(thread)));
    case 'markUnread':
      return [
        run('markMessagesAsUnread', {
          body: { message_ids: threads.map((thread) => thread.last_activity.message_id) },
        }),
      ];
    case 'star':
      return [run('starThreads', { body: { thread_ids: ids } })];
    case 'unstar':
      return [run('unstarThreads', { body: { thread_ids: ids } })];
    case 'spam':
      return each((thread) => run('markThreadAsSpam', params(thread)));
    case 'notSpam':
      return each((thread) => run('markThreadAsNotSpam', params(thread)));
    case 'trash':
      return each((thread) => run('trashThread', params(thread)));
    case 'restore':
      return each((thread) => run('untrashThread', params(thread)));
    case 'deletePermanently':
      return [run('deleteThreads', { body: { thread_ids: ids } })];
    case 'snooze': {
      const end = input.snoozeUntil;
      if (!end) return [];
      return each((thread) =>
        run('snoozeThread', { ...params(thread), body: { snooze_end_date: snoozeEndSeconds(end) } }),
      );
    }
    case 'moveToCategory': {
      const target = input.category?.id;
      if (!target) return [];
      // One call per category the threads come from; those already there stay.
      const from = new Map<Category, string[]>();
      for (const thread of threads) {
        if (thread.category === target) continue;
        from.set(thread.category, [...(from.get(thread.category) ?? []), thread.id]);
      }
      return [...from].map(([fromCategory, threadPublicIds]) =>
        run('moveThreadsToCategory', { body: { threadPublicIds, fromCategory, targetCategory: target } }),
      );
    }
    case 'labels':
      if (!input.labelIds?.length) return [];
      return [run('addThreadsLabels', { body: { label_ids: [...input.labelIds], thread_ids: ids } })];
    case 'channels':
      if (!input.channelIds?.length) return [];
      return [
        run('updateThreadsChannels', { body: { thread_ids: ids, add_channel_ids: [...input.channelIds] } }),
      ];
    case 'reply':
    case 'replyAll':
    case 'forward':
      return [];
  }
}

/**
 * Runs list actions: optimistic, with the action's toast and 'Undo' (also z / mod+z) that cancels
 * every call through `command:cancel`; a failed call rolls back its own rows and shows the red error
 * toast. r / a / f open the thread with `focus=compose` (the composer reads it).
 */
export function useThreadActions() {
  const { queryClient, mutations } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();

  return useCallback(
    (id: ThreadActionId, threads: readonly ThreadListRow[], input: ThreadActionInput = {}) => {
      if (threads.length === 0) return;
      if (id === 'reply' || id === 'replyAll' || id === 'forward') {
        const thread = threads[0]!;
        const mode = id === 'replyAll' ? 'reply_all' : id;
        void navigate({ href: `/threads/${encodeURIComponent(thread.id)}?focus=compose&mode=${mode}` });
        return;
      }
      if (id === 'archive' && threads.some((thread) => isPlaceholderThreadId(thread.id))) {
        showNotice(messages.toasts.stillBeingAdded(threads.length));
        return;
      }
      if (id === 'markUnread' && threads.some((thread) => !thread.last_activity.message_id)) {
        showNotice(messages.toasts.cannotMarkUnread);
        return;
      }
      const run = <N extends MutationName>(name: N, vars: Vars<N>) =>
        mutate(queryClient, mutations, name, vars);
      const pending = calls(id, threads, input, run);
      if (pending.length === 0) return;

      const definition = threadAction(id);
      const text =
        id === 'snooze' && input.snoozeUntil
          ? messages.toasts.snoozed(
              formatScheduleLabel(input.snoozeUntil, { now: new Date(), timeZone: currentTimeZone() }),
            )
          : id === 'deletePermanently'
            ? messages.toasts.deletedForever
            : id === 'moveToCategory' && input.category
              ? messages.toasts.movedToSplit(input.category.name)
              : (definition.toast ?? definition.label);
      const settled = Promise.allSettled(pending);
      let undone = false;
      const undo = async () => {
        if (undone) return;
        undone = true;
        setLastUndo(null);
        // Undo before the server answered waits for the answers, then cancels with their tokens.
        const results = await settled;
        const tokens = results.flatMap((result) =>
          result.status === 'fulfilled' ? [cancelTokenOf(result.value)].filter((t) => t !== null) : [],
        );
        const cancels = await Promise.allSettled(
          tokens.map((token) => run('cancelCommand', { body: { cancel_token: token } })),
        );
        const failed = cancels.find((result) => result.status === 'rejected');
        if (failed) showErrorToast(serverMessage(failed.reason));
      };
      const undoable = id !== 'deletePermanently';
      const toastId = showUndoToast({
        message: text,
        onUndo: undoable ? () => void undo() : undefined,
        onClose: () => setLastUndo(null, toastIdRef),
      });
      const toastIdRef = { id: toastId };
      if (undoable) {
        setLastUndo(() => {
          dismissToast(toastId);
          void undo();
        }, toastIdRef);
      }

      void settled.then((results) => {
        const failures = results.filter((result) => result.status === 'rejected');
        if (failures.length === 0) return;
        if (failures.length === results.length) {
          undone = true;
          setLastUndo(null, toastIdRef);
          dismissToast(toastId);
        }
        showErrorToast(serverMessage((failures[0] as PromiseRejectedResult).reason));
      });
    },
    [queryClient, mutations, navigate],
  );
}
