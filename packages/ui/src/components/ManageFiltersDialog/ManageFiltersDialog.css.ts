import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
});

export const total = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const member = style({
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
});
