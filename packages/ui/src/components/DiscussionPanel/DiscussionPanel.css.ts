import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '400px',
  maxWidth: '100%',
  height: '100%',
  minHeight: 0,
  borderInlineStart: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const list = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({ display: 'flex', gap: vars.space.sm });

export const blurred = style({ filter: 'blur(4px)', userSelect: 'none' });

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const itemMeta = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.font.size.sm,
});

export const itemAuthor = style({ fontWeight: vars.font.weight.semibold });

export const itemDate = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const itemText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.md,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const composer = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

export const textarea = style({
  minHeight: '72px',
  resize: 'vertical',
  padding: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': {
      borderColor: vars.color.focusRing,
      outline: `${vars.border.thin} solid ${vars.color.focusRing}`,
    },
  },
});

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const suggestions = style({
  position: 'absolute',
  insetInline: vars.space.md,
  bottom: '100%',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
});

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.selected } },
});

export const mention = style({ color: vars.color.accentText, fontWeight: vars.font.weight.medium });
