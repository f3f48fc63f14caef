import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Layout only of the compose screens: the panels, headings and texts are the kit's (Surface, Heading, Text). */
export const replyHead = style({ display: 'flex', justifyContent: 'flex-end' });

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: vars.size.dialogLg,
  height: '100%',
  marginInline: 'auto',
  padding: vars.space.lg,
  boxSizing: 'border-box',
});

export const draftList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const draftRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const draftText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minWidth: 0,
  textAlign: 'start',
});

export const historyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
