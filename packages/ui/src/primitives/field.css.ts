import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { fadeIn, fadeOut, overlaySurface, popIn } from './styles.css';

/** Shared by TextField, SearchField and Select. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
});

/** The bordered box of an input (or the group around input + buttons). */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within], &[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.border.thin} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
});

globalStyle(`${control} svg`, {
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.xs,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const textarea = style([input, { resize: 'vertical', minHeight: vars.space.xxxl }]);

/** The surface of every popover (Popover, Menu, Select). */
export const popover = style([
  overlaySurface,
  {
    minWidth: 'var(--trigger-width)',
    maxHeight: vars.size.popoverMaxHeight,
    overflow: 'auto',
    padding: vars.space.xs,
    borderRadius: vars.radius.lg,
    zIndex: vars.zIndex.popover,
    selectors: {
      '&[data-entering]': { animation: `${popIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
    },
  },
]);

export const popoverFree = style([popover, { maxHeight: 'none', padding: vars.space.md }]);

/** A selectable row inside ListBox, Menu and Select. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.border.thick} * -1)`,
    },
    '&[data-pressed]': { background: vars.color.pressed },
    '&[data-selected]': { background: vars.color.selected },
    '&[data-disabled]': { color: vars.color.textMuted, opacity: 0.7 },
    '&[data-danger]': { color: vars.color.dangerText },
  },
});

globalStyle(`${item} svg`, { width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0 });

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemDescription = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const itemEnd = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  display: 'inline-flex',
});

export const check = style({
  display: 'inline-flex',
  width: vars.size.iconMd,
  color: vars.color.accentText,
});

export const sectionHeader = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const fadeInAnimation = fadeIn;
