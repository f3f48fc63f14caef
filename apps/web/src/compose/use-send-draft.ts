import { isApiError } from '@switchboard/api-client';
import {
  type Draft,
  messages,
  normalizeTitle,
  replyTitle,
  sendRecipients,
  type Thread,
  trimTrailingBlankParagraphs,
} from '@switchboard/domain';
import { showErrorToast, showToast, showUndoToast } from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useCompose } from './compose-context';
import { draftStore } from './draft-store';
import { undoSend } from './undo-send';

export interface SendRequest {
  draft: Draft;
  /** Where it goes: a reply in the thread, or a new thread (new, forward, reply with other recipients). */
  target: 'existing_thread' | 'new_thread';
  /** The origin thread of a reply or forward. */
  thread: Thread | null;
  scheduledDate: Date | null;
}

const t = messages.toasts;

/**
 * Sends a draft. The draft stays stored until the server has the message (a failure never loses the
 * text), then is deleted. A message sent now gets the undo toast ('Message sent' or 'Thread created',
 * 10 s): Undo restores the draft to where it was written at once and deletes the message on the server
 * ('Message deleted' / 'Thread deleted'), or, when it already went, deletes the restored draft again
 * (`undoSend`); 'Send now' (mod+shift+z) ends the window. A scheduled one has no undo window.
 */
export function useSendDraft() {
  const { mutations } = useRouteContext({ from: '__root__' });
  const createThread = useMutation(mutations.createThread());
  const postMessage = useMutation(mutations.postThreadMessage());
  const cancelCommand = useMutation(mutations.cancelCommand());
  const sendNow = useMutation(mutations.sendMessageNow());
  const compose = useCompose();
  const navigate = useNavigate();

  return async ({ draft, target, thread, scheduledDate }: SendRequest): Promise<boolean> => {
    const recipients = sendRecipients(draft.recipients);
    const staged = draft.stagedAttachments.filter((a) => a.upload_status === 'complete').map((a) => a.id);
    const body = trimTrailingBlankParagraphs(draft.content);
    const scheduled_date = scheduledDate ? scheduledDate.toISOString() : null;
    const messageId = crypto.randomUUID();
    let cancelToken: string | undefined;
    let threadId: string;
    try {
      if (target === 'existing_thread' && thread) {
        threadId = thread.id;
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
        threadId = crypto.randomUUID();
        const origin =
          thread && (draft.origin === 'reply' || draft.origin === 'forward')
            ? {
                type: draft.origin,
                referenced_message_id: draft.messageId ?? thread.last_activity.message_id,
              }
            : null;
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
            scheduled_date,
            origin: origin?.referenced_message_id ? origin : null,
          },
        });
        cancelToken = result.cancelToken ?? undefined;
      }
    } catch (error) {
      showErrorToast(isApiError(error) ? error.message : messages.errors.generic);
      return false;
    }
    draftStore.remove(draft.id);
    if (scheduledDate) {
      // No undo window for a scheduled message: it can be cancelled from its thread until it goes.
      showUndoToast({
        message: messages.compose.messageScheduled,
        onView: () => void navigate({ to: '/threads/$threadId', params: { threadId } }),
      });
      return true;
    }
    const newThread = target === 'new_thread';
    const doSendNow = () => {
      compose.setSendNow(null);
      sendNow.mutateAsync({ params: { message_id: messageId } }).catch(() => undefined);
    };
    compose.setSendNow(doSendNow);
    showUndoToast({
      message: newThread ? t.threadCreated : t.messageSent,
      onClose: () => compose.setSendNow(null),
      onSendNow: doSendNow,
      ...(newThread
        ? { onView: () => void navigate({ to: '/threads/$threadId', params: { threadId } }) }
        : {}),
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
}
