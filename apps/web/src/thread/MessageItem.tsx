import {
  formatScheduleLabel,
  type Message,
  messages,
  pendingSendLabel,
  reactionToggleAction,
} from '@switchboard/domain';
import {
  MessageCard,
  type MessageSendState,
  MessageStateLine,
  ReactionBar,
  ReferenceBanner,
} from '@switchboard/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { MailBody } from '../mail/MailBody';
import { useNow } from '../use-now';
import { currentTimeZone } from '../use-time-zone';
import { safeHref } from './safe-url';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The send state of a message: pending, failed (in the client, or, for the user's own message, refused for
 * good by the relay: `send_failed_date`), scheduled, or none once committed.
 */
export function useSendState(
  message: Message,
  isTrashed: boolean,
  canCancel: boolean,
  isOwn = false,
): MessageSendState | null {
  const pending = message.isSending === true;
  // Ticks only while a send is pending, for 'Sending...' after 1500 ms.
  const now = useNow(pending ? 250 : 3_600_000);
  if (pending) {
    return {
      kind: 'pending',
      label: pendingSendLabel({
        scheduled: message.state === 'scheduled',
        startedAt: new Date(message.creation_date).getTime(),
        now: now.getTime(),
        resendCount: message.resendCount ?? 0,
      }),
    };
  }
  if (message.isSending === false && message.state !== 'committed') {
    return { kind: 'failed', scheduled: message.state === 'scheduled' };
  }
  if (isOwn && message.state === 'committed' && message.send_failed_date) {
    return { kind: 'failed', scheduled: false };
  }
  if (message.state === 'scheduled' && message.scheduled_date) {
    return {
      kind: 'scheduled',
      time: formatScheduleLabel(new Date(message.scheduled_date), { now, timeZone: currentTimeZone() }),
      isTrashed,
      canCancel,
    };
  }
  return null;
}

export interface MessageItemProps {
  message: Message;
  selfId: string;
  selfEmail: string;
  isTrashed: boolean;
  userName: (userId: string) => string;
  /** Resend or discard a failed send; cancel a scheduled one. */
  onResend: (message: Message) => void;
  onDiscard: (message: Message) => void;
  onCancelScheduled: (message: Message) => void;
}

/** One message of the thread: the kit's card around the sandboxed body, with reactions and state. */
export function MessageItem({
  message,
  selfId,
  selfEmail,
  isTrashed,
  userName,
  onResend,
  onDiscard,
  onCancelScheduled,
}: MessageItemProps) {
  const { mutations } = useRouteContext({ from: '__root__' });
  const [allowImages, setAllowImages] = useState(false);
  const [blocked, setBlocked] = useState(0);
  const onBlockedImages = useCallback((count: number) => setBlocked(count), []);
  const { mutate: addReaction } = useMutation(mutations.addMessageReaction());
  const { mutate: removeReaction } = useMutation(mutations.removeMessageReaction());
  const isOwn = message.sender.email.toLowerCase() === selfEmail.toLowerCase();
  const state = useSendState(message, isTrashed, true, isOwn);
  const sender = contactName(message.sender);
  const person = (contact: Message['sender']) => ({
    name: contactName(contact),
    email: contact.email,
    pictureUrl: contact.picture_url,
    isSelf: contact.email.toLowerCase() === selfEmail.toLowerCase(),
  });
  const toggle = (code: string) => {
    const vars = { params: { message_id: message.id }, body: { reaction_code: code } };
    if (reactionToggleAction(message.reactions, code, selfId) === 'add_reaction') addReaction(vars);
    else removeReaction(vars);
  };
  // The threads that forward or branch off from this message: a banner each, below it.
  const references = message.references;
  return (
    <MessageCard
      id={message.id}
      sender={person(message.sender)}
      recipients={[...message.recipients.to, ...message.recipients.cc].map(person)}
      date={message.creation_date}
      dateLabel={dateFormat.format(new Date(message.creation_date))}
      isUnread={message.is_unread}
      blockedImages={allowImages ? 0 : blocked}
      onShowImages={() => setAllowImages(true)}
      body={
        <MailBody
          html={message.body}
          allowRemoteImages={allowImages}
          title={messages.thread.messageFrom(sender)}
          onBlockedImages={onBlockedImages}
        />
      }
      signature={message.signature}
      attachments={message.attachments.map((attachment) => ({
        id: attachment.id,
        name: attachment.name,
        size: attachment.size,
        href: safeHref(attachment.download_url),
      }))}
      stateLine={
        state ? (
          <MessageStateLine
            state={state}
            onResend={() => onResend(message)}
            onDiscard={() => onDiscard(message)}
            onCancelScheduled={() => onCancelScheduled(message)}
          />
        ) : undefined
      }
      reactions={
        message.state === 'committed' ? (
          <ReactionBar
            reactions={message.reactions}
            selfId={selfId}
            userName={userName}
            onToggle={toggle}
            isDisabled={isTrashed}
          />
        ) : undefined
      }
      footer={
        references.length > 0
          ? references.map((reference) => (
              <ReferenceBanner
                key={reference.thread_id}
                type={reference.type}
                href={`/threads/${encodeURIComponent(reference.thread_id)}`}
              />
            ))
          : undefined
      }
    />
  );
}
