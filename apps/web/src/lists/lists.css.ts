import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** A list screen: the list fills the main region (layout only; the list itself is the kit's). */
export const listScreen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  width: '100%',
  height: '100%',
  minHeight: 0,
  background: vars.color.surfaceRaised,
});
