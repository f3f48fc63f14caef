import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { shimmer } from '../styles.css';

export const skeletonWidth = createVar();

export const skeleton = recipe({
  base: {
    vars: { [skeletonWidth]: '100%' },
    display: 'block',
    flexShrink: 0,
    width: skeletonWidth,
    backgroundColor: vars.color.skeleton,
    backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 0%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 100%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { height: vars.font.size.md, borderRadius: vars.radius.sm },
      title: { height: vars.font.size.xl, borderRadius: vars.radius.sm },
      circle: { borderRadius: vars.radius.full },
      rect: { borderRadius: vars.radius.md },
      button: { height: vars.size.controlMd, borderRadius: vars.radius.md },
    },
    size: {
      sm: {},
      md: {},
      lg: {},
    },
  },
  compoundVariants: [
    {
      variants: { shape: 'circle', size: 'sm' },
      style: { width: vars.size.avatarSm, height: vars.size.avatarSm },
    },
    {
      variants: { shape: 'circle', size: 'md' },
      style: { width: vars.size.avatarMd, height: vars.size.avatarMd },
    },
    {
      variants: { shape: 'circle', size: 'lg' },
      style: { width: vars.size.avatarLg, height: vars.size.avatarLg },
    },
    { variants: { shape: 'rect', size: 'sm' }, style: { height: vars.size.controlSm } },
    { variants: { shape: 'rect', size: 'md' }, style: { height: vars.size.controlLg } },
    { variants: { shape: 'rect', size: 'lg' }, style: { height: vars.space.xxxl } },
  ],
  defaultVariants: { shape: 'text', size: 'md' },
});
