import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { inlineIconButton } from '../styles.css';

export const root = style({});

export const control = styleVariants({
  sm: { minHeight: vars.size.controlSm },
  md: {},
});

export const clear = style([
  inlineIconButton,
  { selectors: { [`${root}[data-empty] &`]: { visibility: 'hidden' } } },
]);
