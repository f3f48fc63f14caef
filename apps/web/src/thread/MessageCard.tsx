import { formatFileSize, type Message, messages } from '@switchboard/domain';
import { Avatar, Button } from '@switchboard/ui';
import { ImageOff, Paperclip } from 'lucide-react';
import { useCallback, useState } from 'react';
import * as styles from '../app.css';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { MailBody } from '../mail/MailBody';
import { safeHref } from './safe-url';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** One message of a thread: who sent it, to whom, when, and its (sandboxed) body. */
export function MessageCard({ message, selfEmail }: { message: Message; selfEmail: string }) {
  const [allowImages, setAllowImages] = useState(false);
  const [blocked, setBlocked] = useState(0);
  const onBlockedImages = useCallback((count: number) => setBlocked(count), []);
  const sender = contactName(message.sender);
  const to = [...message.recipients.to, ...message.recipients.cc]
    .map((person) =>
      person.email.toLowerCase() === selfEmail.toLowerCase() ? messages.thread.me : contactName(person),
    )
    .join(', ');
  const headingId = `message-${message.id}-sender`;

  return (
    <article
      className={styles.messageCard}
      aria-labelledby={headingId}
      data-message-id={message.id}
      data-unread-message-id={message.is_unread ? message.id : undefined}
      tabIndex={-1}
    >
      <header className={styles.messageHeader}>
        <Avatar name={sender} src={message.sender.picture_url} size="md" decorative />
        <div className={styles.messageSender}>
          <h2 id={headingId} className={styles.senderName}>
            {sender}
          </h2>
          <span className={styles.senderDetail}>
            {message.sender.email}
            {to ? ` ${messages.thread.to} ${to}` : null}
          </span>
        </div>
        <time className={styles.messageDate} dateTime={message.creation_date}>
          {dateFormat.format(new Date(message.creation_date))}
        </time>
      </header>
      {blocked > 0 && !allowImages ? (
        <div className={styles.imagesNotice}>
          <ImageOff aria-hidden size={14} />
          <span>{messages.thread.remoteImagesBlocked}</span>
          <Button size="sm" variant="ghost" onPress={() => setAllowImages(true)}>
            {messages.thread.showImages}
          </Button>
        </div>
      ) : null}
      <div className={styles.messageBody}>
        <MailBody
          html={message.body}
          allowRemoteImages={allowImages}
          title={messages.thread.messageFrom(sender)}
          onBlockedImages={onBlockedImages}
        />
      </div>
      {message.attachments.length > 0 ? (
        <ul className={styles.attachments} aria-label={messages.thread.attachments}>
          {message.attachments.map((attachment) => {
            const href = safeHref(attachment.download_url);
            const content = (
              <>
                <Paperclip aria-hidden size={12} />
                <span className={styles.attachmentName}>{attachment.name}</span>
                <span className={styles.attachmentSize}>{formatFileSize(attachment.size)}</span>
              </>
            );
            return (
              <li key={attachment.id}>
                {href ? (
                  <a className={styles.attachmentLink} href={href} download={attachment.name} rel="noopener">
                    {content}
                  </a>
                ) : (
                  <span className={styles.attachmentLink}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
