import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.dialogLg,
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});
