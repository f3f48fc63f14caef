import type { ReactNode } from 'react';
import {
  DialogTrigger,
  Heading,
  Dialog as RACDialog,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import * as field from '../field.css';
import * as styles from './Popover.css';

export interface PopoverProps
  extends Pick<
    RACPopoverProps,
    'placement' | 'offset' | 'isNonModal' | 'isOpen' | 'onOpenChange' | 'triggerRef'
  > {
  /** A visible title; otherwise name the popover with `aria-label`. */
  title?: string;
  'aria-label'?: string;
  width?: 'auto' | 'sm' | 'md';
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A floating panel with a dialog inside (focus moves in, Escape closes, focus returns to the trigger).
 * Put it inside a `PopoverTrigger` after the trigger button.
 */
export function Popover({
  title,
  'aria-label': ariaLabel,
  width = 'auto',
  children,
  ...props
}: PopoverProps) {
  return (
    <RACPopover
      {...props}
      offset={props.offset ?? 6}
      className={`${field.popoverFree} ${styles.width[width]}`}
    >
      <RACDialog className={styles.dialog} aria-label={title ? undefined : ariaLabel}>
        {({ close }) => (
          <>
            {title ? (
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </RACDialog>
    </RACPopover>
  );
}

/** Wraps a trigger (a Button) and its `Popover`; opens on press. */
export const PopoverTrigger = DialogTrigger;
