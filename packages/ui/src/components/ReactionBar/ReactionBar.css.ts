import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs });

export const reaction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSurface,
      color: vars.color.accentText,
    },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
  },
});

export const quick = style({ display: 'inline-flex', gap: vars.space.xxs });

export const quickButton = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  },
});
