import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Layout only: the Email accounts section stacks its providers' panels. */
export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});
