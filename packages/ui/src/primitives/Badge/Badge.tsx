import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles.css';
import * as styles from './Badge.css';

export type BadgeTone = 'accent' | 'soft' | 'neutral' | 'danger' | 'success' | 'warning' | 'outline';

export interface BadgeProps {
  /** `accent` for the 'New' badge, `soft`/`neutral` for counts, `outline` for the 'Draft' label. */
  tone?: BadgeTone;
  /** Read instead of the visible text, e.g. "3 unread" for a bare count. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A small status or count pill. Not interactive. */
export function Badge({ tone = 'neutral', children, 'aria-label': ariaLabel }: BadgeProps) {
  return (
    <span className={styles.badge({ tone })} data-tone={tone}>
      {ariaLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{ariaLabel}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
