import { vars } from '@switchboard/ui';
import { createVar, style } from '@vanilla-extract/css';

export const linkColor = createVar();

export const root = style({
  position: 'relative',
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

/** A hidden copy of the sanitized body in a shadow root, laid out at the same width to size the frame. */
export const measure = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  overflow: 'hidden',
  height: 0,
});
