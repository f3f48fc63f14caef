import { messages } from '@switchboard/domain';
import * as styles from './Logo.css';

export interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Only the mark, without the word (it keeps the product name as its accessible name). */
  markOnly?: boolean;
}

/** The Switchboard mark (three switches on a tile in the theme's accent) and wordmark. */
export function Logo({ size = 'md', markOnly = false }: LogoProps) {
  const name = messages.product.name;
  const mark = (
    <svg className={styles.mark[size]} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect className={styles.tile} width="32" height="32" rx="8" />
      <path className={styles.line} d="M8 10h16M8 16h16M8 22h16" strokeWidth="2.5" strokeLinecap="round" />
      <circle className={styles.knob} cx="20" cy="10" r="3.5" />
      <circle className={styles.knob} cx="12" cy="16" r="3.5" />
      <circle className={styles.knob} cx="18" cy="22" r="3.5" />
    </svg>
  );
  if (markOnly) {
    return (
      <span className={`${styles.logo} ${styles.size[size]}`} role="img" aria-label={name}>
        {mark}
      </span>
    );
  }
  return (
    <span className={`${styles.logo} ${styles.size[size]}`}>
      {mark}
      <span>{name}</span>
    </span>
  );
}
