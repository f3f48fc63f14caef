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

/** The editor's box: it grows with the text up to a third of the panel, then scrolls. */
export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '33vh',
  minHeight: 0,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const composerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const spacer = style({ flex: 1 });
