import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RACTooltip, TooltipTrigger } from 'react-aria-components';
import { timing } from '../../theme/tokens';
import { Kbd } from '../Kbd/Kbd';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** A shortcut hint shown after the text, in the spec's syntax (`mod+k`, `g i`). */
  shortcut?: string;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  isDisabled?: boolean;
  /** Open on first render (catalogs, docs); normally the tooltip opens on hover and focus. */
  defaultOpen?: boolean;
  /** The trigger: a focusable react-aria element (Button, IconButton, ToggleButton, Link). */
  children: ReactElement;
}

/** A tooltip that opens 300 ms after hover (the spec's delay) and at once on keyboard focus. */
export function Tooltip({
  content,
  shortcut,
  placement = 'top',
  isDisabled,
  defaultOpen,
  children,
}: TooltipProps) {
  return (
    <TooltipTrigger
      delay={timing.tooltipDelayMs}
      closeDelay={0}
      isDisabled={isDisabled}
      defaultOpen={defaultOpen}
    >
      {children}
      <RACTooltip className={styles.tooltip} placement={placement} offset={6}>
        {content}
        {shortcut ? (
          <span className={styles.shortcut}>
            <Kbd shortcut={shortcut} tone="inverse" />
          </span>
        ) : null}
      </RACTooltip>
    </TooltipTrigger>
  );
}
