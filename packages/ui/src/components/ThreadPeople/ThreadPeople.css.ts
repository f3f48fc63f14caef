import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-pressed]': { background: vars.color.pressed },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'default', color: vars.color.textMuted, background: vars.color.surface },
  },
});

export const muted = style({ color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '260px',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const list = style({
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
});

export const personRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const personText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const personEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
