import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'contents' });
globalStyle(`${fact} > dt`, { color: vars.color.textMuted });
globalStyle(`${fact} > dd`, { margin: 0 });

export const statusValue = recipe({
  base: { fontWeight: vars.font.weight.medium },
  variants: {
    tone: {
      success: { color: vars.color.successText },
      warning: { color: vars.color.warningText },
      danger: { color: vars.color.dangerText },
    },
  },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });

export const invoices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  textAlign: 'start',
});
globalStyle(`${table} th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});

export const amount = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: 'end' });
