import type { ReactNode } from 'react';
import * as styles from './Surface.css';

export interface SurfaceProps {
  /** A `section` (named by `aria-label`) or a plain `div` (the default). */
  as?: 'div' | 'section';
  'aria-label'?: string;
  /** `sm` around loose content (a reply box), `none` (the default) when the content pads itself. */
  padding?: 'none' | 'sm';
  /** Takes the rest of its column (a full-page composer's sheet). */
  fill?: boolean;
  children: ReactNode;
}

/** A bordered, rounded panel on the surface colour, its content stacked: a reply box, a composer's sheet. */
export function Surface({
  as: Element = 'div',
  'aria-label': ariaLabel,
  padding = 'none',
  fill = false,
  children,
}: SurfaceProps) {
  return (
    <Element className={styles.surface({ padding, fill })} aria-label={ariaLabel}>
      {children}
    </Element>
  );
}
