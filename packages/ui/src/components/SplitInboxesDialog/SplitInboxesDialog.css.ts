import { globalStyle, style } from '@vanilla-extract/css';
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

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const query = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const status = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const back = style({ marginInlineEnd: 'auto' });

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

export const crafting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});

export const craftingText = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });

globalStyle(`${row} > :last-child`, { flexShrink: 0 });
