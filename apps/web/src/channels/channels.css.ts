import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 });

export const list = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

export const composeBar = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});
