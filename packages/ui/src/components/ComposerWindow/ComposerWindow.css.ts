import {
  COMPOSE_WINDOW_MIN_HEIGHT,
  COMPOSE_WINDOW_VIEWPORT_MARGIN,
  MINIMIZED_MAX_WIDTH,
  POP_OUT_WIDTH,
  POP_OUT_WIDTH_WITH_PRIVATE,
} from '@switchboard/domain';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

// The window sizes are the spec's (doc 2 section 9), from the domain's constants.
const px = (n: number) => `${n}px`;

/** Several windows at once: a row along the bottom of the viewport, newest on the right. */
export const stack = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - ${vars.space.xxl})`,
  pointerEvents: 'none',
});

export const window = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    pointerEvents: 'auto',
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderBottom: 'none',
    borderTopLeftRadius: vars.radius.lg,
    borderTopRightRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.elevation.lg,
    overflow: 'hidden',
  },
  variants: {
    size: {
      normal: {
        width: px(POP_OUT_WIDTH),
        maxWidth: '100%',
        height: px(COMPOSE_WINDOW_MIN_HEIGHT),
        minHeight: `min(${px(COMPOSE_WINDOW_MIN_HEIGHT)}, calc(100vh - ${px(COMPOSE_WINDOW_VIEWPORT_MARGIN)}))`,
        maxHeight: `calc(100vh - ${px(COMPOSE_WINDOW_VIEWPORT_MARGIN)})`,
      },
      minimized: { width: px(MINIMIZED_MAX_WIDTH), maxWidth: px(MINIMIZED_MAX_WIDTH) },
    },
    wide: { true: {}, false: {} },
  },
  compoundVariants: [
    { variants: { size: 'normal', wide: true }, style: { width: px(POP_OUT_WIDTH_WITH_PRIVATE) } },
  ],
  defaultVariants: { size: 'normal', wide: false },
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.surfaceSunken,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({
  display: 'flex',
  flex: 1,
  minHeight: 0,
  // A minimized window keeps its form (and what is typed) but shows only its title bar.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** The composer's column (532 px of a wide window). */
export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 });

/** The private messages beside it (the 400 px 'Discussion' panel). */
export const privateMessages = style({
  display: 'flex',
  flexShrink: 0,
  width: px(POP_OUT_WIDTH_WITH_PRIVATE - POP_OUT_WIDTH),
  maxWidth: '50%',
  minHeight: 0,
});

/** The composer form. */
export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minHeight: 0,
  padding: vars.space.md,
  overflowY: 'auto',
});

export const subject = style({
  width: '100%',
  paddingBlock: vars.space.xs,
  border: 'none',
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const fieldToggles = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xxs });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingTop: vars.space.xs,
});

export const spacer = style({ flex: 1 });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const quickReplies = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const dropZone = style({
  selectors: { '&[data-drop-target]': { outline: `${vars.border.thick} dashed ${vars.color.accent}` } },
});

export const hiddenInput = style({ display: 'none' });
