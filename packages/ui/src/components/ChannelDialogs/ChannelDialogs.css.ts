import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const colorRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

/** The colour shown beside its hex code. */
export const colorVar = createVar();

export const colorSample = style({
  flexShrink: 0,
  background: colorVar,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const radios = style({ display: 'flex', gap: vars.space.lg, alignItems: 'center', flexWrap: 'wrap' });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const radioDot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.full,
  border: `${vars.border.thick} solid ${vars.color.borderStrong}`,
  selectors: {
    '[data-selected] &': { borderColor: vars.color.accent, background: vars.color.accent },
  },
});

export const upsell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });
