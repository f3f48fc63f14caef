import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

export const line = styleVariants({
  pending: [base, { color: vars.color.textMuted }],
  failed: [base, { background: vars.color.dangerSurface, color: vars.color.dangerText }],
  scheduled: [base, { background: vars.color.warningSurface, color: vars.color.warningText }],
});

export const text = style({ flex: 1, minWidth: 0 });
