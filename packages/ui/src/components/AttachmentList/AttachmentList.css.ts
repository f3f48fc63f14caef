import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: vars.size.dialogSm,
  maxWidth: '100%',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-status="error"], &[data-expired="true"]': { borderColor: vars.color.danger },
  },
});

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const problem = style({
  color: vars.color.dangerText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const track = style({
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

/** The upload's progress, set inline (0% to 100%). */
export const progressWidth = createVar();

export const fill = style({ width: progressWidth, height: '100%', background: vars.color.accent });
