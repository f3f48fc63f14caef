import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: vars.size.filtersListMaxHeight,
  overflowY: 'auto',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xxs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const query = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
