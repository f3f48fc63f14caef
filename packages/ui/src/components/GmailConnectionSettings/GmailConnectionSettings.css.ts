import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const email = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const status = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      ok: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      muted: { color: vars.color.textMuted },
    },
  },
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.dangerText,
});
