import { formatFileSize, messages, type UploadStatus } from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Image as ImageIcon, Paperclip, RotateCw, X } from 'lucide-react';
import { ProgressBar } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './AttachmentList.css';

const t = messages.compose;

/** One file of the composer: its upload status and progress, and whether its staged copy has expired. */
export interface AttachmentItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 100 while in progress. */
  percent?: number;
  /** Counted expired within 5 minutes of its expiry date (the domain's `isAttachmentExpired`). */
  expired?: boolean;
  /** Retry can do something (false when a failed upload's file is gone, after a reload): only Remove. */
  canRetry?: boolean;
  /**
   * An image of the body (pasted, dropped or inserted): listed only while it uploads or needs a retry, its
   * `data-inline-id` in the editor, and where the editor shows it from.
   */
  inline?: { id: string; src: string | null };
}

/** Whether the list shows an item: a file always, an image of the body only while it needs attention. */
export function isListedAttachment(item: AttachmentItem): boolean {
  return !item.inline || item.status !== 'complete' || item.expired === true;
}

export interface AttachmentListProps {
  items: readonly AttachmentItem[];
  /** Cancel a running upload (back to not started). */
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
  onRemove?: (id: string) => void;
}

/**
 * The composer's attachments while they upload (staged): a progress bar and Cancel while in progress,
 * 'Failed' with Retry, 'Expired' (with Retry: refreshed or uploaded again), 'Not uploaded' after a cancel
 * (with Retry), and Remove. Images of the body show here only while they upload or need attention.
 */
export function AttachmentList({ items, onCancel, onRetry, onRemove }: AttachmentListProps) {
  const listed = items.filter(isListedAttachment);
  if (listed.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={t.attachments}>
      {listed.map((item) => (
        <li
          key={item.id}
          className={styles.item}
          data-status={item.status}
          data-expired={item.expired ? 'true' : 'false'}
        >
          <div className={styles.head}>
            {item.inline ? <ImageIcon aria-hidden size={14} /> : <Paperclip aria-hidden size={14} />}
            <span className={styles.name}>{item.name}</span>
            <span className={styles.meta}>
              {item.inline ? `${t.inlineImage} · ` : ''}
              {formatFileSize(item.size)}
            </span>
            {item.status === 'in_progress' && onCancel ? (
              <IconButton
                aria-label={t.cancelUpload(item.name)}
                icon={<X aria-hidden size={14} />}
                size="sm"
                onPress={() => onCancel(item.id)}
              />
            ) : null}
            {(item.status === 'error' || item.status === 'not_started' || item.expired) &&
            item.canRetry !== false &&
            onRetry ? (
              <IconButton
                aria-label={t.retryUpload(item.name)}
                icon={<RotateCw aria-hidden size={14} />}
                size="sm"
                onPress={() => onRetry(item.id)}
              />
            ) : null}
            {item.status !== 'in_progress' && onRemove ? (
              <IconButton
                aria-label={t.removeAttachment(item.name)}
                icon={<X aria-hidden size={14} />}
                size="sm"
                onPress={() => onRemove(item.id)}
              />
            ) : null}
          </div>
          <Status item={item} />
        </li>
      ))}
    </ul>
  );
}

function Status({ item }: { item: AttachmentItem }) {
  if (item.status === 'in_progress') {
    const percent = Math.round(item.percent ?? 0);
    return (
      <ProgressBar value={percent} aria-label={t.uploading(percent)}>
        <span className={styles.meta}>{t.uploading(percent)}</span>
        <div className={styles.track}>
          <div
            className={styles.fill}
            style={assignInlineVars({ [styles.progressWidth]: `${percent}%` })}
            data-fill=""
          />
        </div>
      </ProgressBar>
    );
  }
  if (item.status === 'error') return <span className={styles.problem}>{messages.message.uploadFailed}</span>;
  if (item.expired) return <span className={styles.problem}>{messages.message.uploadExpired}</span>;
  if (item.status === 'not_started') return <span className={styles.meta}>{t.notStarted}</span>;
  return null;
}
