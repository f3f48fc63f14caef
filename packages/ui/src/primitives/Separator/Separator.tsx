import { Separator as RACSeparator } from 'react-aria-components';
import * as styles from './Separator.css';

export interface SeparatorProps {
  orientation?: 'horizontal' | 'vertical';
  /** Space around the line. */
  spacing?: 'none' | 'sm' | 'md';
}

/** A thin dividing line (`role="separator"`). */
export function Separator({ orientation = 'horizontal', spacing = 'none' }: SeparatorProps) {
  return <RACSeparator orientation={orientation} className={styles.separator({ orientation, spacing })} />;
}
