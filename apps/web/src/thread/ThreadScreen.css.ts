import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Page layout only: the thread column and the discussion beside it. */
export const screen = style({ display: 'flex', height: '100%', minHeight: 0, position: 'relative' });

export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 });

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const edge = style({ position: 'absolute', insetBlock: 0, insetInlineEnd: 0, width: vars.space.sm });
