import { formatFileSize } from '@switchboard/domain';
import { Paperclip } from 'lucide-react';
import { Link } from 'react-aria-components';
import * as styles from './AttachmentChip.css';

export interface AttachmentChipProps {
  name: string;
  /** Bytes; shown as B, KB (no decimals), MB or GB (2 decimals). */
  size: number;
  /** A same-origin download URL; without one the chip is only a label. */
  href?: string | null;
}

/** A message's attachment: its name and size; pressing it downloads the file. */
export function AttachmentChip({ name, size, href }: AttachmentChipProps) {
  const content = (
    <>
      <Paperclip aria-hidden size={12} />
      <span className={styles.name}>{name}</span>
      <span className={styles.size}>{formatFileSize(size)}</span>
    </>
  );
  if (!href) return <span className={styles.chip}>{content}</span>;
  return (
    <Link className={styles.chip} href={href} download={name} rel="noopener noreferrer">
      {content}
    </Link>
  );
}
