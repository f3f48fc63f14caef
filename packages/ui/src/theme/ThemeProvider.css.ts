import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

export const root = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
});

export const fill = style({ minHeight: '100%', height: '100%' });
