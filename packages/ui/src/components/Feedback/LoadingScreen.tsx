import { messages } from '@switchboard/domain';
import { Logo } from '../../primitives/Logo/Logo';
import { Spinner } from '../../primitives/Spinner/Spinner';
import * as styles from './Feedback.css';

export interface LoadingScreenProps {
  /** Read by screen readers; defaults to the catalogue's 'Loading...'. */
  label?: string;
}

/**
 * The full-screen loading state (the `app` route). Pair it with `useMinimumDuration` so it stays up
 * at least about 1.3 s and does not flash.
 */
export function LoadingScreen({ label = messages.shell.loading }: LoadingScreenProps) {
  return (
    <div className={styles.screen} aria-busy="true" data-loading-screen="">
      <Logo size="lg" />
      <Spinner size="md" label={label} />
    </div>
  );
}

export interface MessageScreenProps {
  /** Shows the message of the given screen. */
  kind: 'maintenance' | 'mobile';
}

/** A full-screen notice: maintenance (behind its flag) or the desktop-only notice on mobile devices. */
export function MessageScreen({ kind }: MessageScreenProps) {
  const text = kind === 'maintenance' ? messages.shell.maintenance : messages.shell.mobile;
  return (
    <main className={styles.screen} data-message-screen={kind}>
      <Logo size="lg" />
      <p className={styles.screenText}>{text}</p>
    </main>
  );
}
