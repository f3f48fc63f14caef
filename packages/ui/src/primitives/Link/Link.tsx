import type { ReactNode } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<RACLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** `inline` is underlined inside text; `standalone` is underlined on hover only; `muted` for secondary links. */
  variant?: 'inline' | 'standalone' | 'muted';
}

/**
 * A link (react-aria). With `href` it navigates (the app's router via react-aria's RouterProvider);
 * without, it is a button-like link with `onPress` (e.g. 'View conversation').
 */
export function Link({ children, variant = 'inline', ...props }: LinkProps) {
  return (
    <RACLink {...props} className={styles.link({ variant })}>
      {children}
    </RACLink>
  );
}
