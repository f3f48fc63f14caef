import type { ReactNode } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps {
  /** The outline level (h1, h2, h3); the look comes from `size`. */
  level: 1 | 2 | 3;
  /** `display` for a page's tagline, `page` (the default) for a screen's title, `section` inside a screen. */
  size?: 'display' | 'page' | 'section';
  children: ReactNode;
}

/** A screen's or a section's title in the theme's type scale. */
export function Heading({ level, size = 'page', children }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={styles.heading({ size })}>{children}</Element>;
}
