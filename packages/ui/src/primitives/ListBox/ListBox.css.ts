import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const bare = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const framed = style([
  bare,
  {
    padding: vars.space.xs,
    maxHeight: vars.size.popoverMaxHeight,
    overflow: 'auto',
    borderRadius: vars.radius.md,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    background: vars.color.surfaceRaised,
    selectors: {
      '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
    },
  },
]);

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
