import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Layout of the compose screens (the looks come from @switchboard/ui). */
export const replyBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.lg,
  padding: vars.space.sm,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const replyHead = style({ display: 'flex', justifyContent: 'flex-end' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

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

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
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

export const draftTitle = style({ fontWeight: vars.font.weight.semibold });

export const draftMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const history = style({ color: vars.color.text, fontSize: vars.font.size.sm });

export const historyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});
