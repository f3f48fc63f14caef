import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '264px' });

export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const emoji = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.hover },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
