import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.font.size.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.font.size.xs },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.font.size.md },
    },
    tone: {
      1: { background: vars.color.avatar1 },
      2: { background: vars.color.avatar2 },
      3: { background: vars.color.avatar3 },
      4: { background: vars.color.avatar4 },
      5: { background: vars.color.avatar5 },
      6: { background: vars.color.avatar6 },
      more: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
  defaultVariants: { size: 'md', tone: 1 },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const stack = style({ display: 'inline-flex', alignItems: 'center' });

export const stackItem = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.surface}`,
  // A slight overlap: the ring parts the avatars, and two-letter initials stay whole even at the small size.
  selectors: { '& + &': { marginInlineStart: `calc(${vars.space.xxs} * -1)` } },
});
