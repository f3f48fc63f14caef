import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.dialogSm} / 2.5), 1fr))`,
  gap: vars.space.md,
});

export const modes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const choice = {
  outline: 'none',
  cursor: 'default',
  borderWidth: vars.border.thick,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
} as const;

export const theme = style({
  ...choice,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const mode = style({
  ...choice,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
});

export const previews = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xxs });

/** A miniature app: a sidebar, three rows and an accent button, in the preview's theme. */
export const preview = style({
  display: 'flex',
  height: vars.size.controlLg,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.bg,
});

export const previewSidebar = style({
  width: '30%',
  background: vars.color.surface,
  borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

export const previewMain = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  flex: 1,
  padding: vars.space.xs,
});

export const previewLine = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
});

export const previewAccent = style({
  width: '40%',
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
