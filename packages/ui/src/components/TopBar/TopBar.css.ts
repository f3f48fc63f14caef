import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: `calc(${vars.size.controlLg} + ${vars.space.md} * 2)`,
  paddingInline: vars.space.lg,
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const search = style({
  position: 'relative',
  flex: '1 1 auto',
  maxWidth: `calc(${vars.size.dialogLg} - ${vars.space.xxxl})`,
  marginInline: 'auto',
});

export const searchControl = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `${vars.border.thin} solid transparent`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focusRing, background: vars.color.surfaceRaised },
  },
});

export const searchIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const inputWrap = style({
  position: 'relative',
  flex: '1 1 auto',
  minWidth: 0,
  height: '100%',
});

const textMetrics = {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.size.controlMd,
  letterSpacing: 'normal',
} as const;

export const input = style({
  ...textMetrics,
  position: 'relative',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  '::placeholder': { color: vars.color.textMuted },
});

/** The inline completion preview: the typed text (invisible) followed by the completion (muted). */
export const ghost = style({
  ...textMetrics,
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  whiteSpace: 'pre',
  pointerEvents: 'none',
  color: 'transparent',
});

export const ghostCompletion = style({ color: vars.color.textMuted });

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const suggestionText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const suggestionDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const suggestionIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const avatarButton = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
export const suggestionList = style({ outline: 'none' });
