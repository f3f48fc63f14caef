import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xxs,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const label = style({
  minWidth: vars.space.xxl,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const chips = style({
  display: 'contents',
});

export const input = style({
  flex: 1,
  minWidth: vars.size.avatarLg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  paddingBlock: vars.space.xxs,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const listbox = style({
  position: 'absolute',
  insetInlineStart: 0,
  top: '100%',
  zIndex: 10,
  minWidth: vars.size.dialogSm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'default',
  selectors: { '&[aria-selected="true"]': { background: vars.color.selected } },
});

export const detail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const chipItem = style({ display: 'inline-flex' });
