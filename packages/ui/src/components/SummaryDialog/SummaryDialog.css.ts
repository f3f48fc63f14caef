import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

globalStyle(`${summary} > :first-child`, { marginTop: 0 });
globalStyle(`${summary} > :last-child`, { marginBottom: 0 });
globalStyle(`${summary} h1, ${summary} h2, ${summary} h3`, {
  fontSize: vars.font.size.md,
  margin: `${vars.space.md} 0 ${vars.space.xs}`,
});
globalStyle(`${summary} ul, ${summary} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${summary} code`, { fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.dangerText });
