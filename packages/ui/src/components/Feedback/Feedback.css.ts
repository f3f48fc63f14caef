import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    maxWidth: '28rem',
    marginInline: 'auto',
    paddingBlock: vars.space.xxxl,
    paddingInline: vars.space.xl,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
  variants: {
    tone: {
      default: {},
      error: { color: vars.color.dangerText },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const emptyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xxxl,
  height: vars.space.xxxl,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
globalStyle(`${emptyIcon} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const emptyTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const emptyAction = style({ marginTop: vars.space.sm });

export const screen = style({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.bg,
  color: vars.color.text,
  textAlign: 'center',
  zIndex: vars.zIndex.overlay,
});

export const screenText = style({ margin: 0, maxWidth: '28rem', fontSize: vars.font.size.lg });

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: vars.size.controlLg,
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.lg,
    fontSize: vars.font.size.md,
    borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  },
  variants: {
    tone: {
      info: { background: vars.color.accentSurface, color: vars.color.text },
      warning: { background: vars.color.warningSurface, color: vars.color.text },
      danger: { background: vars.color.dangerSurface, color: vars.color.text },
      neutral: { background: vars.color.surface, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const bannerIcon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${bannerIcon} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
globalStyle(`${banner.classNames.variants.tone.info} ${bannerIcon}`, { color: vars.color.accentText });
globalStyle(`${banner.classNames.variants.tone.warning} ${bannerIcon}`, { color: vars.color.warningText });
globalStyle(`${banner.classNames.variants.tone.danger} ${bannerIcon}`, { color: vars.color.dangerText });

export const bannerMessage = style({ flex: 1, minWidth: 0, margin: 0 });

export const bannerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const loadStatus = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const loadError = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const loadErrorText = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.md });
