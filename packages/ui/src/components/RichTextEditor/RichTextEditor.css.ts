import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: 0,
  flex: 1,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  borderBottomWidth: vars.border.thin,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const linkRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const content = style({
  flex: 1,
  minHeight: vars.size.controlLg,
  overflowY: 'auto',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

globalStyle(`${content} .ProseMirror`, {
  minHeight: vars.size.controlLg,
  outline: 'none',
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} .ProseMirror:focus-visible`, {
  outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.border.thick,
});
globalStyle(`${content} .ProseMirror p`, { margin: 0 });
globalStyle(`${content} .ProseMirror blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStartWidth: vars.border.thick,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.borderStrong,
  color: vars.color.textMuted,
});
globalStyle(`${content} .ProseMirror pre`, {
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
globalStyle(`${content} .ProseMirror img`, { maxWidth: '100%' });
globalStyle(`${content} .ProseMirror a`, { color: vars.color.accentText });
globalStyle(`${content} .ProseMirror [data-type="mention"]`, {
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSurface,
  color: vars.color.accentText,
});
globalStyle(`${content} .ProseMirror p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

/** A body shown read-only (RichTextView), with the editor's look. */
export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
globalStyle(`${view} p, ${view} ul, ${view} ol`, { margin: 0 });
globalStyle(`${view} ul, ${view} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${view} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStartWidth: vars.border.thick,
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.borderStrong,
  color: vars.color.textMuted,
});
globalStyle(`${view} pre`, {
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
});
globalStyle(`${view} img`, { maxWidth: '100%' });
globalStyle(`${view} a`, { color: vars.color.accentText });
globalStyle(`${view} [data-type="mention"]`, {
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.accentSurface,
  color: vars.color.accentText,
});
