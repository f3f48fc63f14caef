import { messages } from '@switchboard/domain';
import type { ReactNode } from 'react';
import * as styles from './ForwardedMessage.css';

export interface ForwardedMessageProps {
  /** The header block's lines (the domain's `forwardedHeaderLines`: From, Date, Subject, To, Cc). */
  lines: readonly { label: string; value: string }[];
  /** The forwarded message's body (the app's sandboxed mail body). */
  body: ReactNode;
}

/**
 * One message a forward carries, as Gmail shows it: '---------- Forwarded message ---------', the
 * From / Date / Subject / To lines, then its body.
 */
export function ForwardedMessage({ lines, body }: ForwardedMessageProps) {
  return (
    <article className={styles.root} aria-label={messages.compose.forwarded.separator}>
      <p className={styles.separator}>{messages.compose.forwarded.separator}</p>
      <dl className={styles.header}>
        {lines.map((line) => (
          <div key={line.label} className={styles.line}>
            <dt className={styles.label}>{line.label}:</dt>
            <dd className={styles.value}>{line.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.body}>{body}</div>
    </article>
  );
}
