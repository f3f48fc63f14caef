import { vars } from '@switchboard/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * App-level layout only (the page, screen frames). Components and their looks come from
 * @switchboard/ui (the page's colours and type too: its theme's global styles); every value here is a
 * theme token.
 */

globalStyle('html, body, #root', { height: '100%', margin: 0 });

/** A route's pending state: a reading column of skeleton lines. */
export const pendingScreen = style({
  maxWidth: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
