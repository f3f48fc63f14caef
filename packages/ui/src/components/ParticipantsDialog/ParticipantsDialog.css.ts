import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '320px',
  overflowY: 'auto',
});

export const pickList = style({ maxHeight: '260px', overflowY: 'auto', marginTop: vars.space.sm });
