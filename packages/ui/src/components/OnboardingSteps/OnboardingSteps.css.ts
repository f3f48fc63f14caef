import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const step = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const themes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.sm,
});

export const modes = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const groupLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textAlign: 'start',
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      background: vars.color.accentSurface,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const modeChoice = style([choice, { flexDirection: 'row', paddingInline: vars.space.md }]);

/** A tiny window in the theme's own colours (the theme class is set on this element). */
export const preview = style({
  display: 'grid',
  gridTemplateColumns: '1fr 2fr',
  width: '100%',
  height: vars.space.xxxl,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.bg,
});

export const previewSide = style({ background: vars.color.surface });

export const previewMain = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
});

export const previewAccent = style({
  height: vars.space.xs,
  width: '60%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const previewLine = style({
  height: vars.space.xxs,
  width: '90%',
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  textAlign: 'start',
});
