import { vars } from '@switchboard/ui';
import { createVar, style } from '@vanilla-extract/css';

export const linkColor = createVar();

export const root = style({
  vars: { [linkColor]: vars.color.accentText },
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  background: 'transparent',
  colorScheme: 'light',
});
