import { isApiError, queryKeys } from '@switchboard/api-client';
import {
  messages,
  normalizeTitle,
  replyTitle,
  sendFailureLabel,
  sendRecipients,
  trimTrailingBlankParagraphs,
} from '@switchboard/domain';
import { showErrorToast, showToast, showUndoToast } from '@switchboard/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCompose } from './compose-context';
import { draftStore } from './draft-store';
import { bodyForSend } from './inline-images';
import { committedAttachmentInput, loadForwardedAttachments } from './load-forwarded-attachments';
import { pendingSends, type SendRequest } from './pending-sends';
import { undoSend } from './undo-send';

export type { SendRequest } from './pending-sends';

const t = messages.toasts;

/**
 * What a failed send says: the server's reason when it refused what was sent (a bad recipient, a trashed
 * thread...), else 'We were unable to send this message' / '...schedule this message'.
 */
function failureText(error: unknown, scheduled: boolean): string {
  if (isApiError(error) && ['bad_request', 'forbidden', 'not_found'].includes(error.type))
    return error.message;
  return sendFailureLabel(scheduled);
}

/**
 * Sends drafts. The message shows in its thread at once; the draft stays stored (and in its composer)
 * until the server has the message, so a failure never loses the text; sent again (from the composer, or
 * by Resend on the failed message) it goes under the same ids and is never sent twice. A message sent now
 * gets the undo toast ('Message sent' or 'Thread created', 10 s): Undo restores the draft where it was
 * written at once and deletes the message on the server ('Message deleted' / 'Thread deleted'), or, when it
 * already went, deletes the restored draft again (`undoSend`); 'Send now' (mod+shift+z) ends the window.
 * A scheduled one has no undo window.
 */
function useSender() {
  const { api, mutations } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const createThread = useMutation(mutations.createThread());
  const postMessage = useMutation(mutations.postThreadMessage());
  const cancelCommand = useMutation(mutations.cancelCommand());
  const sendNow = useMutation(mutations.sendMessageNow());
  const compose = useCompose();
  const navigate = useNavigate();

  const send = async (request: SendRequest): Promise<boolean> => {
    const { draft, target, thread, scheduledDate } = request;
    const { messageId, threadId } = pendingSends.idsFor(request);
    const isRetry = pendingSends.ofDraft(draft.id)?.messageId === messageId;
    pendingSends.set({ request, messageId, threadId });
    const recipients = sendRecipients(draft.recipients);
    const staged = draft.stagedAttachments.filter((a) => a.upload_status === 'complete').map((a) => a.id);
    // Images of the body go as cid: of their staged uploads (never base64, never a local address).
    const body = bodyForSend(trimTrailingBlankParagraphs(draft.content), draft.stagedAttachments);
    const scheduled_date = scheduledDate ? scheduledDate.toISOString() : null;
    const newThread = target === 'new_thread';
    let cancelToken: string | undefined;
    try {
      if (!newThread && thread) {
        const result = await postMessage.mutateAsync({
          params: { thread_id: thread.id },
          body: {
            id: messageId,
            message_body: body,
            internal_recipients: recipients.internal_recipients,
            external_recipients: recipients.external_recipients,
            staged_attachment_ids: staged,
            scheduled_date,
          },
        });
        cancelToken = result.cancelToken ?? undefined;
      } else {
        const origin =
          thread && (draft.origin === 'reply' || draft.origin === 'forward')
            ? {
                type: draft.origin,
                referenced_message_id: draft.messageId ?? thread.last_activity.message_id,
              }
            : null;
        // A forward carries the files of the messages it forwards, besides the draft's own.
        const forwarded =
          draft.origin === 'forward' && thread && origin?.referenced_message_id
            ? await loadForwardedAttachments(api, thread.id, origin.referenced_message_id)
            : [];
        const committed = [...draft.committedAttachments, ...forwarded].filter(
          (a, i, all) => all.findIndex((b) => b.server_filename === a.server_filename) === i,
        );
        const result = await createThread.mutateAsync({
          body: {
            thread_id: threadId,
            message_id: messageId,
            message_body: body,
            // A reply sent as a new thread is titled from the old one.
            thread_title:
              draft.origin === 'reply' && thread ? replyTitle(thread.title) : normalizeTitle(draft.title),
            channel_ids: [...recipients.channel_ids, ...(draft.channelId ? [draft.channelId] : [])],
            internal_recipients: recipients.internal_recipients,
            external_recipients: recipients.external_recipients,
            staged_attachment_ids: staged,
            committed_attachments: committed.map(committedAttachmentInput),
            scheduled_date,
            origin: origin?.referenced_message_id ? origin : null,
          },
        });
        cancelToken = result.cancelToken ?? undefined;
      }
    } catch (error) {
      if (isRetry && isApiError(error) && error.type === 'conflict') {
        // The earlier try did reach the server (only its answer was lost): it is sent, once.
        pendingSends.clear(draft.id);
        draftStore.remove(draft.id);
        void queryClient.invalidateQueries({ queryKey: queryKeys.threads.all() });
        showToast(
          scheduledDate ? messages.compose.messageScheduled : newThread ? t.threadCreated : t.messageSent,
        );
        return true;
      }
      // A new thread that failed lives on in its composer; the lists show what the server has (nothing,
      // or the thread if only the answer was lost), not a thread nobody can open.
      if (newThread) void queryClient.invalidateQueries({ queryKey: queryKeys.threads.lists() });
      showErrorToast(failureText(error, scheduledDate !== null));
      return false;
    }
    pendingSends.clear(draft.id);
    draftStore.remove(draft.id);
    const view = () => void navigate({ to: '/threads/$threadId', params: { threadId } });
    if (scheduledDate) {
      // No undo window for a scheduled message: it can be cancelled from its thread until it goes.
      showUndoToast({ message: messages.compose.messageScheduled, onView: view });
      return true;
    }
    const doSendNow = () => {
      compose.setSendNow(null);
      sendNow.mutateAsync({ params: { message_id: messageId } }).catch(() => undefined);
    };
    compose.setSendNow(doSendNow);
    showUndoToast({
      message: newThread ? t.threadCreated : t.messageSent,
      onClose: () => compose.setSendNow(null),
      onSendNow: doSendNow,
      ...(newThread ? { onView: view } : {}),
      onUndo: () => {
        compose.setSendNow(null);
        // The composer may be gone by now (a full-page compose navigates away): not per-call callbacks.
        void undoSend({
          draft,
          newThread,
          cancelToken,
          cancel: (cancel_token) => cancelCommand.mutateAsync({ body: { cancel_token } }),
          restore: compose.restore,
          withdraw: compose.withdraw,
          notify: showToast,
          notifyError: showErrorToast,
        });
      },
    });
    return true;
  };

  return {
    send,
    /**
     * Resend of a failed message sent from a composer of this tab: the same send again (recipients,
     * attachments, schedule, ids); once it is through, its composer closes or empties. False when the
     * message is not one of them.
     */
    resend(messageId: string): boolean {
      const pending = pendingSends.ofMessage(messageId);
      if (!pending) return false;
      void send(pending.request).then((ok) => {
        if (ok) compose.withdraw(pending.request.draft);
      });
      return true;
    },
    /** Discard of such a failed message ('This action cannot be undone.'): its draft goes too. */
    discard(messageId: string): boolean {
      const pending = pendingSends.ofMessage(messageId);
      if (!pending) return false;
      pendingSends.clear(pending.request.draft.id);
      compose.withdraw(pending.request.draft);
      return true;
    },
  };
}

/** Sends a draft (see {@link useSender}); true once the server has it. */
export function useSendDraft() {
  return useSender().send;
}

/** Resend and Discard of a failed message sent from one of this tab's composers. */
export function useFailedSends() {
  const { resend, discard } = useSender();
  return { resend, discard };
}
