import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { spin } from '../styles.css';

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1600ms' } },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: vars.border.thick },
      md: { width: vars.size.iconLg, height: vars.size.iconLg, borderWidth: vars.border.thick },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, borderWidth: vars.space.xs },
    },
    tone: {
      current: {},
      accent: { color: vars.color.accent },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});
