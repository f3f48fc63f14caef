import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CircleAlert, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
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
  /**
   * `error` marks a wrong value (a pasted entry that is not an address): danger colours, a dashed border and
   * an alert icon, so colour is not the only sign.
   */
  tone?: 'default' | 'error';
  /** What a screen reader hears after the label (e.g. 'Not a valid address'); not shown. */
  description?: string;
  /** With both `onPress` and `onRemove`: the accessible name of the pressable label (e.g. 'Edit broken'). */
  pressLabel?: string;
}

/**
 * A compact tag: a channel chip with its colour, a label or an attachment. Pressable (`onPress`), removable
 * (`onRemove`) or both (the label is then a button of its own beside the remove button).
 */
export function Chip({
  children: label,
  color,
  icon,
  size = 'sm',
  onPress,
  onRemove,
  removeLabel,
  tone = 'default',
  description,
  pressLabel,
}: ChipProps) {
  const descriptionId = useId();
  const colorStyle = color && HEX.test(color) ? assignInlineVars({ [styles.chipColor]: color }) : undefined;
  const className = styles.chip({ size, tone });
  const shownIcon = tone === 'error' ? <CircleAlert /> : icon;
  const body = (
    <>
      {color ? <span className={styles.dot} aria-hidden="true" /> : null}
      {shownIcon ? (
        <span className={tone === 'error' ? styles.errorIcon : styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <span className={styles.label}>{label}</span>
    </>
  );
  const hidden = description ? <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden> : null;
  if (onPress && !onRemove) {
    return (
      <Button className={className} style={colorStyle} onPress={onPress} data-chip="">
        {body}
        {hidden}
      </Button>
    );
  }
  return (
    <span className={className} style={colorStyle} data-chip="">
      {onPress ? (
        <Button
          className={styles.press}
          onPress={onPress}
          aria-label={pressLabel}
          aria-describedby={description ? descriptionId : undefined}
        >
          {body}
        </Button>
      ) : (
        body
      )}
      {hidden}
      {onRemove ? (
        <Button className={styles.remove} onPress={onRemove} aria-label={removeLabel ?? label}>
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </span>
  );
}
