import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { fadeIn, fadeOut, overlaySurface, popIn, popOut } from '../styles.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: '10vh',
  paddingInline: vars.space.lg,
  overflowY: 'auto',
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}` },
    // The spec: the dialog is removed 500 ms after closing. react-aria keeps it mounted until this ends.
    '&[data-exiting]': {
      animation: `${fadeOut} ${vars.motion.duration.dialogExit} ${vars.motion.easing.exit} forwards`,
    },
  },
});

export const modal = recipe({
  base: [
    overlaySurface,
    {
      width: '100%',
      maxHeight: '80vh',
      display: 'flex',
      borderRadius: vars.radius.xl,
      selectors: {
        '&[data-entering]': {
          animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
        },
        '&[data-exiting]': {
          animation: `${popOut} ${vars.motion.duration.dialogExit} ${vars.motion.easing.exit} forwards`,
        },
      },
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
      split: { maxWidth: vars.size.dialogSplit },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  minHeight: 0,
  maxHeight: '100%',
  overflowY: 'auto',
  padding: vars.space.xl,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});
