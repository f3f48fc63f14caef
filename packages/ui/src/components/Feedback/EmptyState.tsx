import type { ReactNode } from 'react';
import * as styles from './Feedback.css';

export interface EmptyStateProps {
  /** A short heading ('No results'); optional. */
  title?: string;
  /** The explanation: a folder's empty text from the catalogue, or an error message. */
  description: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** A next step: a Button. */
  action?: ReactNode;
  /** `error` reads as an alert and is drawn in the danger colour (a list that failed to load). */
  tone?: 'default' | 'error';
  /** The heading level of the title within the page (1 when it is the page's only content, as Page not found). */
  headingLevel?: 1 | 2 | 3 | 4;
}

/** What a list or panel shows when it has nothing to show, or failed to load. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'default',
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={styles.emptyState({ tone })}
      role={tone === 'error' ? 'alert' : undefined}
      data-empty-state={tone}
    >
      {icon ? (
        <span className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title ? <Heading className={styles.emptyTitle}>{title}</Heading> : null}
      <p className={styles.emptyText}>{description}</p>
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}
