import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = style({ maxHeight: '18rem', overflowY: 'auto' });

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const dotColor = createVar();

/** A colour dot before a label or channel name. */
export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: dotColor,
});
