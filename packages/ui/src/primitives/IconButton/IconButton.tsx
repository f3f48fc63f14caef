import type { ReactNode } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './IconButton.css';

export interface IconButtonProps
  extends Omit<RACButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Required: an icon-only button has no visible text, so this is its accessible name. */
  'aria-label': string;
  /** The icon (decorative; the label names the button). */
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows the label as a tooltip on hover and keyboard focus (default true). */
  showTooltip?: boolean;
  /** A shortcut hint for the tooltip, in the spec's syntax (`e`, `shift+i`, `mod+k`). */
  shortcut?: string;
  tooltipPlacement?: 'top' | 'bottom' | 'start' | 'end';
}

/** A square button that shows only an icon. Its `aria-label` is required by type. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  showTooltip = true,
  shortcut,
  tooltipPlacement,
  isPending,
  ...props
}: IconButtonProps) {
  const button = (
    <RACButton {...props} isPending={isPending} className={styles.iconButton({ variant, size })}>
      {isPending ? <Spinner size="sm" tone="current" /> : icon}
    </RACButton>
  );
  if (!showTooltip) return button;
  return (
    <Tooltip content={props['aria-label']} shortcut={shortcut} placement={tooltipPlacement}>
      {button}
    </Tooltip>
  );
}
