import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.dialogSm,
  maxWidth: '100%',
  borderInlineStart: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.elevation.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const scope = style({
  margin: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const log = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const exchange = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const question = style({
  alignSelf: 'flex-end',
  maxWidth: '85%',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const answer = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  lineHeight: vars.font.lineHeight.normal,
});

export const muted = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.dangerText });

export const sourcesTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const sources = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
});

export const excerpt = style({ display: 'block', color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const field = style({ flex: 1, minWidth: 0 });
