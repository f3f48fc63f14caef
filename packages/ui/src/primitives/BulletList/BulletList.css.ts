import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Read from the start of the line (also inside a centred card), with room between the lines. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  textAlign: 'start',
  lineHeight: vars.font.lineHeight.relaxed,
});
