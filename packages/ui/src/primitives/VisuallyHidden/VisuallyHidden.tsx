import type { ReactNode } from 'react';
import { visuallyHidden } from '../styles.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** An element id, e.g. for `aria-describedby`. */
  id?: string;
}

/** Text for screen readers only (a count's meaning, a region's name). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={visuallyHidden}>
      {children}
    </span>
  );
}
