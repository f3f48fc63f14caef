import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  shape?: 'text' | 'title' | 'circle' | 'rect' | 'button';
  size?: 'sm' | 'md' | 'lg';
  /** A width as a share of the container (`'60%'`); circles take their size instead. */
  width?: `${number}%`;
}

/**
 * A placeholder block shown while content loads. It is decorative: the region that loads announces
 * itself (e.g. `aria-busy` on the list).
 */
export function Skeleton({ shape = 'text', size = 'md', width }: SkeletonProps) {
  return (
    <span
      className={styles.skeleton({ shape, size })}
      style={width && shape !== 'circle' ? assignInlineVars({ [styles.skeletonWidth]: width }) : undefined}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}
