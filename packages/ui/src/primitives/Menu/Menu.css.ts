import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const popover = style({ minWidth: `max(var(--trigger-width), 12rem)` });

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });
globalStyle(`[data-danger] ${icon}`, { color: vars.color.dangerText });

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const separator = style({
  height: vars.border.thin,
  marginBlock: vars.space.xs,
  marginInline: vars.space.xs,
  border: 'none',
  background: vars.color.border,
});
