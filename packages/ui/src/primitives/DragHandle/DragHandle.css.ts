import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * Out of sight (and out of the pointer's way: a pointer drags the whole item) until the keyboard focuses it,
 * then a grip with the focus ring.
 */
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  opacity: 0,
  pointerEvents: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      opacity: 1,
      color: vars.color.text,
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const icon = style({ width: 14, height: 14 });
