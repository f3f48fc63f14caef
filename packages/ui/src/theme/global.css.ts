import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
});

globalStyle('body', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('img, video', { display: 'block', maxWidth: '100%' });

globalStyle('::selection', {
  background: vars.color.accentSurface,
  color: vars.color.text,
});
