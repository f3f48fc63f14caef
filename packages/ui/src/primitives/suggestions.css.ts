import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The suggestion popover of a text input (recipients, '@' mentions, '#' channels, ':' emoji): one list and
 * option style shared by RecipientField and RichTextEditor.
 */
export const suggestionList = style({
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  maxHeight: vars.size.popoverMaxHeight,
  overflowY: 'auto',
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
});

export const suggestionOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'default',
  selectors: { '&[aria-selected="true"]': { background: vars.color.selected } },
});

/** The option's second line (an address, a channel's members). */
export const suggestionDetail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
