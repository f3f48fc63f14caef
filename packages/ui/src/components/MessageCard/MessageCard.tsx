import { messages, truncateDisplayName } from '@switchboard/domain';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { AttachmentChip } from '../AttachmentChip/AttachmentChip';

import * as styles from './MessageCard.css';

export interface MessageCardPerson {
  name: string;
  email: string;
  pictureUrl?: string | null;
  /** The signed-in user reads 'me'. */
  isSelf?: boolean;
}

export interface MessageCardProps {
  id: string;
  sender: MessageCardPerson;
  /** To and Cc, in order. Names over 50 characters are cut to 30 plus an ellipsis. */
  recipients: readonly MessageCardPerson[];
  /** ISO date and how it reads. */
  date: string;
  dateLabel: string;
  isUnread?: boolean;
  /** The sandboxed body (the app's mail frame); the kit never renders mail HTML itself. */
  body: ReactNode;
  attachments?: readonly { id: string; name: string; size: number; href?: string | null }[];
  /** The message's signature part (plain text, e.g. the branded 'Sent with Switchboard'), under the body. */
  signature?: string | null;
  /** How many remote images are held back: shows 'Show images' when more than 0. */
  blockedImages?: number;
  onShowImages?: () => void;
  /** The send state line (MessageStateLine), the reactions (ReactionBar), a reference banner. */
  stateLine?: ReactNode;
  reactions?: ReactNode;
  footer?: ReactNode;
}

function personName(person: MessageCardPerson): string {
  return person.isSelf ? messages.thread.me : truncateDisplayName(person.name || person.email);
}

/** One message of a thread: sender, recipients, date, body, attachments, state and reactions. */
export function MessageCard({
  id,
  sender,
  recipients,
  date,
  dateLabel,
  isUnread,
  body,
  attachments = [],
  signature,
  blockedImages = 0,
  onShowImages,
  stateLine,
  reactions,
  footer,
}: MessageCardProps) {
  const headingId = `message-${id}-sender`;
  const to = recipients.map(personName).join(', ');
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-message-id={id}
      data-unread-message-id={isUnread ? id : undefined}
      tabIndex={-1}
    >
      <header className={styles.header}>
        <Avatar name={sender.name || sender.email} src={sender.pictureUrl} size="md" decorative />
        <div className={styles.sender}>
          <h2 id={headingId} className={styles.senderName}>
            {truncateDisplayName(sender.name || sender.email)}
          </h2>
          <span className={styles.detail}>
            {sender.email}
            {to ? ` ${messages.thread.to} ${to}` : null}
          </span>
        </div>
        <time className={styles.date} dateTime={date}>
          {dateLabel}
        </time>
      </header>
      {stateLine ? <div className={styles.section}>{stateLine}</div> : null}
      {blockedImages > 0 && onShowImages ? (
        <div className={styles.notice}>
          <ImageOff aria-hidden size={14} />
          <span>{messages.thread.remoteImagesBlocked}</span>
          <Button size="sm" variant="ghost" onPress={onShowImages}>
            {messages.thread.showImages}
          </Button>
        </div>
      ) : null}
      <div className={styles.section}>{body}</div>
      {signature?.trim() ? <p className={styles.signature}>-- {signature}</p> : null}
      {attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={messages.thread.attachments}>
          {attachments.map((attachment) => (
            <li key={attachment.id}>
              <AttachmentChip name={attachment.name} size={attachment.size} href={attachment.href} />
            </li>
          ))}
        </ul>
      ) : null}
      {reactions ? <div className={styles.section}>{reactions}</div> : null}
      {footer ? <div className={styles.section}>{footer}</div> : null}
    </article>
  );
}

/** The 'New' divider before the first unread message. */
export function NewMessagesDivider() {
  return <div className={styles.divider}>{messages.thread.newDivider}</div>;
}
