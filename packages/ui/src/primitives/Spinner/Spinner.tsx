import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. Without it the spinner is decorative (e.g. inside a pending Button). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `current` takes the text colour around it. */
  tone?: 'current' | 'accent' | 'muted';
}

/** An indeterminate progress indicator. */
export function Spinner({ label, size = 'md', tone = 'accent' }: SpinnerProps) {
  const className = styles.spinner({ size, tone });
  if (!label) return <span className={className} aria-hidden="true" data-spinner="" />;
  return (
    <ProgressBar aria-label={label} isIndeterminate>
      <span className={className} data-spinner="" />
    </ProgressBar>
  );
}
