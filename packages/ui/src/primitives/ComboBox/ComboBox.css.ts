import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { inlineIconButton } from '../styles.css';

/** The button that opens the list without typing. */
export const button = inlineIconButton;

export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});
