import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
});

export const sender = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  lineHeight: vars.font.lineHeight.tight,
  gap: vars.space.xxs,
});

export const senderName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const detail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({ paddingInline: vars.space.lg, paddingBottom: vars.space.md });

export const signature = style({
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInline: vars.space.lg,
  marginBottom: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const attachments = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
  color: vars.color.dangerText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    '&::after': { content: '""', flex: 1, height: vars.border.thin, background: vars.color.dangerText },
  },
});
