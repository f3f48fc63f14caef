import { assignInlineVars } from '@vanilla-extract/dynamic';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './Chip.css';

const HEX = /^#[0-9a-f]{6}$/i;

export interface ChipProps {
  /** The text: a channel or label name, an attachment name. */
  children: string;
  /** A six-digit hex data colour (channel or label colour); anything else falls back to a neutral. */
  color?: string | null;
  /** A decorative icon before the label (e.g. a lock for a private channel, a paperclip). */
  icon?: ReactNode;
  size?: 'sm' | 'md';
  /** Makes the chip a button (e.g. go to the channel). */
  onPress?: () => void;
  /** Adds a remove button; `removeLabel` names it for screen readers. */
  onRemove?: () => void;
  removeLabel?: string;
}

/** A compact tag: a channel chip with its colour, a label or an attachment. */
export function Chip({
  children: label,
  color,
  icon,
  size = 'sm',
  onPress,
  onRemove,
  removeLabel,
}: ChipProps) {
  const colorStyle = color && HEX.test(color) ? assignInlineVars({ [styles.chipColor]: color }) : undefined;
  const body = (
    <>
      {color ? <span className={styles.dot} aria-hidden="true" /> : null}
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{label}</span>
    </>
  );
  if (onPress) {
    return (
      <Button className={styles.chip({ size })} style={colorStyle} onPress={onPress} data-chip="">
        {body}
      </Button>
    );
  }
  return (
    <span className={styles.chip({ size })} style={colorStyle} data-chip="">
      {body}
      {onRemove ? (
        <Button className={styles.remove} onPress={onRemove} aria-label={removeLabel ?? label}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </span>
  );
}
