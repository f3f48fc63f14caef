import { type Contact, isBeyondHistoryLimit, type Message, messages, type Thread } from '@switchboard/domain';
import { ConfirmDialog, DiscussionPanel, MessageStateLine, type ThreadPerson } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useToolbarVisibility } from '../compose/toolbar-visibility';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { useAnnounceReplying } from '../live/use-announce-replying';
import { useNow } from '../use-now';
import { discussionDrafts } from './discussion-drafts';
import { useSendState } from './MessageItem';
import { removeCachedMessage } from './remove-cached-message';

export interface ThreadDiscussionProps {
  thread: Thread;
  organizationId: string;
  isPaying: boolean;
  members: readonly ThreadPerson[];
  /** Main messages of the thread: a thread with only scheduled ones cannot start a discussion. */
  threadMessages: readonly Message[];
  onClose: () => void;
  /** The upgrade path of the free plan's history banner. */
  onUpgrade?: () => void;
}

/** A workspace member as the discussion's '@' suggestions show them. */
export function contactPerson(contact: Contact): ThreadPerson {
  return {
    id: contact.id,
    name: contactName(contact),
    email: contact.email,
    pictureUrl: contact.picture_url,
  };
}

function DiscussionStateLine({
  message,
  onResend,
  onDiscard,
}: {
  message: Message;
  onResend: () => void;
  onDiscard: () => void;
}) {
  const state = useSendState(message, false, false);
  return state ? <MessageStateLine state={state} onResend={onResend} onDiscard={onDiscard} /> : null;
}

/**
 * The private discussion of the thread (the kit's panel): messages written in the rich-text editor (its
 * toolbar remembered for the 'private_compose_area' context), '@' mentions carried in the HTML.
 */
export function ThreadDiscussion({
  thread,
  organizationId,
  isPaying,
  members,
  threadMessages,
  onClose,
  onUpgrade,
}: ThreadDiscussionProps) {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const now = useNow();
  const { data } = useQuery(queries.privateMessages(thread.id, organizationId));
  const { mutate: post, isPending } = useMutation(mutations.postPrivateMessage());
  const [blocked, setBlocked] = useState(false);
  const [writing, setWriting] = useState(false);
  useAnnounceReplying(thread.id, writing);
  const [toolbarVisible, setToolbarVisible] = useToolbarVisibility('private_compose_area');
  // The unsent text of this thread's discussion, read when the panel opens on it (the editor owns it after).
  const draft = useMemo(() => discussionDrafts.get(thread.id), [thread.id]);
  const items = data?.data ?? [];
  const onlyScheduled =
    threadMessages.length > 0 && threadMessages.every((message) => message.state === 'scheduled');

  // The body is the editor's HTML; a mention in it (`data-type="mention"`, `data-id`) names the teammate.
  const send = (html: string, id: string = crypto.randomUUID()) =>
    post({
      params: { thread_id: thread.id },
      query: { organization_id: organizationId },
      body: { id, message_body: html },
    });

  return (
    <>
      <DiscussionPanel
        members={members}
        onClose={onClose}
        isSending={isPending}
        onWritingChange={setWriting}
        hiddenCount={data?.meta.history_limit?.hidden_count ?? 0}
        toolbarVisible={toolbarVisible}
        onToolbarVisibleChange={setToolbarVisible}
        {...(onUpgrade ? { onUpgrade } : {})}
        key={thread.id}
        draft={draft}
        onDraftChange={(html) => discussionDrafts.set(thread.id, html)}
        onSend={(html) => {
          // Not postable yet (the thread's only message is scheduled): the text stays in the editor.
          if (onlyScheduled) {
            setBlocked(true);
            return false;
          }
          send(html);
          return true;
        }}
        messages={items.map((message) => ({
          id: message.id,
          author: { name: contactName(message.sender), pictureUrl: message.sender.picture_url },
          html: message.body,
          date: message.creation_date,
          dateLabel: new Date(message.creation_date).toLocaleString(undefined, {
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
          isBeyondHistory: isBeyondHistoryLimit(message.creation_date, 'private_comments', { now, isPaying }),
          stateLine: (
            <DiscussionStateLine
              message={message}
              onResend={() => send(message.body, message.id)}
              onDiscard={() => removeCachedMessage(queryClient, message.id)}
            />
          ),
        }))}
      />
      <ConfirmDialog
        isOpen={blocked}
        onOpenChange={setBlocked}
        title={messages.message.cannotSendTitle}
        description={messages.message.cannotSendText}
        variant="info"
        confirmLabel={messages.compose.close}
      />
    </>
  );
}
