import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const limit = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
  fontSize: vars.font.size.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const person = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const role = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const empty = style({ margin: 0, paddingBlock: vars.space.lg, color: vars.color.textMuted });
