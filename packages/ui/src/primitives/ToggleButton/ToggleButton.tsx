import type { ReactNode } from 'react';
import {
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
} from 'react-aria-components';
import * as styles from './ToggleButton.css';

export interface ToggleButtonProps extends Omit<RACToggleButtonProps, 'className' | 'style' | 'children'> {
  /** The label. For an icon-only toggle pass the icon and an `aria-label`. */
  children: ReactNode;
  size?: 'sm' | 'md';
  /** `icon` makes it square. */
  shape?: 'text' | 'icon';
}

/** A button that stays pressed (`aria-pressed`), e.g. the AI toggle or star. */
export function ToggleButton({ children, size = 'md', shape = 'text', ...props }: ToggleButtonProps) {
  return (
    <RACToggleButton {...props} className={styles.toggle({ size, shape })}>
      {children}
    </RACToggleButton>
  );
}
