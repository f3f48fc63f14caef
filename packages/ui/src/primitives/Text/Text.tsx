import type { ReactNode } from 'react';
import * as styles from './Text.css';

export interface TextProps {
  /** A paragraph (`p`, the default) or a run inside one (`span`). */
  as?: 'p' | 'span';
  /** `muted` for notes and secondary lines, `danger` for an error said in place. Inherited when left out. */
  tone?: 'default' | 'muted' | 'danger';
  /** Inherited when left out. */
  size?: 'sm' | 'md';
  /** Inherited when left out. */
  weight?: 'regular' | 'semibold';
  /** `alert` for an error that replaces content. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/** Running text in the theme's type scale: a note, a secondary line, an emphasised name, an error. */
export function Text({ as: Element = 'p', tone, size, weight, role, children }: TextProps) {
  return (
    <Element className={styles.text({ tone, size, weight })} role={role}>
      {children}
    </Element>
  );
}
