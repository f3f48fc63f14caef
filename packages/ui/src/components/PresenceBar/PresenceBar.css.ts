import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  // In line with the thread header below it (its inline padding), on the header's surface.
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const replying = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});
