import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const text = style({ flex: 1, minWidth: 0 });

export const date = style({ flexShrink: 0, fontSize: vars.font.size.xs });
