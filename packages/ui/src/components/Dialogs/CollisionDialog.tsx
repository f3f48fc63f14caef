import { messages } from '@switchboard/domain';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import * as styles from './Dialogs.css';

/** A teammate's reply as the warning shows it: plain text only (the app quotes the mail with `replySnippet`). */
export interface CollisionReply {
  id: string;
  senderName: string;
  pictureUrl?: string | null;
  /** ISO date of the reply (the `<time>` element's value). */
  date: string;
  /** The date as the user reads it, e.g. 'Nov 26, 10:42 PM'. */
  dateLabel: string;
  /** Plain text, never HTML. */
  text: string;
}

export interface CollisionDialogProps {
  isOpen: boolean;
  /** The replies sent to the thread since the draft was opened (oldest first). */
  replies: readonly CollisionReply[];
  /** 'Send anyway': the draft goes as it is. */
  onSendAnyway: () => void;
  /** 'Back to my draft' (or Escape): the dialog closes and the draft stays as it was. */
  onGoBack: () => void;
}

/**
 * The collision warning before a reply is sent: a teammate replied to the same thread since the draft was
 * opened. Shows their replies (sender, time, text) and asks whether to send anyway or go back to the draft;
 * focus starts on going back, so Enter never sends by accident.
 */
export function CollisionDialog({ isOpen, replies, onSendAnyway, onGoBack }: CollisionDialogProps) {
  const t = messages.compose.collision;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onGoBack();
      }}
      size="md"
    >
      <Dialog
        title={t.title}
        description={t.text(replies.length)}
        role="alertdialog"
        footer={
          <>
            <Button variant="ghost" autoFocus onPress={onGoBack}>
              {t.goBack}
            </Button>
            <Button variant="primary" onPress={onSendAnyway}>
              {t.sendAnyway}
            </Button>
          </>
        }
      >
        <ul className={styles.replies}>
          {replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <span className={styles.replyHead}>
                <Avatar name={reply.senderName} src={reply.pictureUrl ?? null} size="sm" decorative />
                <span>
                  {reply.senderName}, <time dateTime={reply.date}>{reply.dateLabel}</time>
                </span>
              </span>
              <p className={styles.replyText}>{reply.text}</p>
            </li>
          ))}
        </ul>
      </Dialog>
    </Modal>
  );
}
