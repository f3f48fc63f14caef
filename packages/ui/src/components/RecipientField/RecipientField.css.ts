import { style } from '@vanilla-extract/css';
import { suggestionList } from '../../primitives/suggestions.css';
import { vars } from '../../theme/vars.css';

export const root = style({ position: 'relative', display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space.xxs,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const label = style({
  minWidth: vars.space.xxl,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const chips = style({
  display: 'contents',
});

export const input = style({
  flex: 1,
  minWidth: vars.size.avatarLg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  paddingBlock: vars.space.xxs,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

/** The shared suggestion list, placed under the input. */
export const listbox = style([
  suggestionList,
  { position: 'absolute', insetInlineStart: 0, top: '100%', zIndex: 10, minWidth: vars.size.dialogSm },
]);

export const chipItem = style({ display: 'inline-flex' });
