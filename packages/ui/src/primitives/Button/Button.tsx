import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label (decorative: give it `aria-hidden`). */
  icon?: ReactNode;
  /** Something after the label, e.g. a `<Kbd>` shortcut hint. */
  end?: ReactNode;
  fullWidth?: boolean;
  children: ReactNode;
}

/**
 * The button. `isPending` keeps it focusable, ignores presses, shows a spinner in place of the label
 * and announces the change to screen readers (react-aria).
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  end,
  fullWidth = false,
  children,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <RACButton {...props} isPending={isPending} className={styles.button({ variant, size, fullWidth })}>
      <span className={styles.content}>
        {icon}
        {children}
        {end ? <span className={styles.shortcut}>{end}</span> : null}
      </span>
      {isPending ? (
        <span className={styles.pending}>
          <Spinner size="sm" tone="current" />
        </span>
      ) : null}
    </RACButton>
  );
}
