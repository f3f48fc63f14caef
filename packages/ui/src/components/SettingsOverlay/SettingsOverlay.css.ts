import { style } from '@vanilla-extract/css';
import { fadeIn, fadeOut, overlaySurface, popIn, popOut } from '../../primitives/styles.css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.dialogExit} ${vars.motion.easing.exit} forwards`,
    },
  },
});

export const modal = style([
  overlaySurface,
  {
    width: '100%',
    maxWidth: `calc(${vars.size.dialogLg} + ${vars.size.dialogSm} / 2)`,
    height: `min(100%, calc(${vars.size.dialogLg} - ${vars.space.xxxl}))`,
    display: 'flex',
    borderRadius: vars.radius.xl,
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': {
        animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
      },
      '&[data-exiting]': {
        animation: `${popOut} ${vars.motion.duration.dialogExit} ${vars.motion.easing.exit} forwards`,
      },
    },
  },
]);

export const dialog = style({ display: 'flex', flex: 1, minWidth: 0, outline: 'none' });

export const tabs = style({ display: 'flex', flex: 1, minWidth: 0 });

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexShrink: 0,
  width: `calc(${vars.size.dialogSm} / 2)`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const tabList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.hover },
    '&[data-selected]': { color: vars.color.text, background: vars.color.selected },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.border.thick} * -1)`,
    },
  },
});

export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const panel = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.border.thick} * -1)`,
    },
  },
});
