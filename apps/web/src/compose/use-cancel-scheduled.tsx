import { contactRecipient, draftId, type Message, messages } from '@switchboard/domain';
import { ConfirmDialog } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useQueries } from '../queries';
import { useCompose } from './compose-context';
import { blankDraft, draftStore } from './draft-store';

/**
 * Cancelling one of the user's scheduled messages of a thread (its state line's Cancel): asks first
 * ('Cancelling this scheduled message will replace your draft.'), deletes the message, and puts its body
 * back into the thread's reply draft, focused. The only message of a thread takes the thread with it, so
 * it comes back as a new-thread draft on Drafts instead.
 */
export function useCancelScheduled(threadId: string): {
  request: (message: Message) => void;
  dialog: ReactNode;
} {
  const queries = useQueries();
  const compose = useCompose();
  const navigate = useNavigate();
  const { mutations } = useRouteContext({ from: '__root__' });
  const { data: thread } = useQuery(queries.thread(threadId));
  const deleteMessage = useMutation(mutations.deleteMessage());
  const [cancelling, setCancelling] = useState<Message | null>(null);

  const confirm = () => {
    const message = cancelling;
    setCancelling(null);
    if (!message || !thread) return;
    deleteMessage.mutate(
      { params: { message_id: message.id } },
      {
        onSuccess: () => {
          if (thread.number_of_messages <= 1) {
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
          const id = draftId('thread', threadId);
          compose.restore({
            ...(draftStore.get(id) ?? blankDraft({ id, origin: 'reply', threadId, messageId: message.id })),
            content: message.body,
          });
        },
      },
    );
  };

  return {
    request: setCancelling,
    dialog: (
      <ConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={messages.compose.cancelScheduledTitle}
        description={messages.message.cancelScheduledConfirm}
        confirmLabel={messages.message.cancel}
        cancelLabel={messages.compose.close}
        onConfirm={confirm}
      />
    ),
  };
}
