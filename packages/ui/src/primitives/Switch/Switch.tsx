import type { ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchProps, 'className' | 'style' | 'children'> {
  /** The visible label; without one, give the switch an `aria-label`. */
  children?: ReactNode;
}

/** An on/off switch (react-aria: Space toggles). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <RACSwitch {...props} className={styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </RACSwitch>
  );
}
