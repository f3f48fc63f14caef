import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Spinner } from '../../primitives/Spinner/Spinner';
import * as styles from './Feedback.css';

/** Where a panel's data stands: still coming, failed, or there. */
export type LoadStatusKind = 'loading' | 'error' | 'ready';

export interface LoadStatusProps {
  /** 'loading' or 'error' (a panel that is 'ready' shows its content instead of this). */
  status: Exclude<LoadStatusKind, 'ready'>;
  /** What is loading, shown beside the spinner ('Loading billing details...'). */
  loadingLabel: string;
  /** Says what failed ('Error loading filters. Please try again.'); read as an alert. */
  errorText: string;
  /** Shows 'Try again' under the error. */
  onRetry?: () => void;
}

/**
 * A panel's loading and error states, in one place: a spinner with what is loading (a live status, so a
 * screen reader hears it), or the error as an alert with 'Try again'. Never an empty list or a blank
 * section while the data is not known.
 */
export function LoadStatus({ status, loadingLabel, errorText, onRetry }: LoadStatusProps) {
  if (status === 'loading')
    return (
      <p className={styles.loadStatus} role="status">
        <Spinner size="sm" />
        {loadingLabel}
      </p>
    );
  return (
    <div className={styles.loadError}>
      <p className={styles.loadErrorText} role="alert">
        {errorText}
      </p>
      {onRetry ? (
        <div>
          <Button size="sm" onPress={onRetry}>
            {messages.signIn.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
