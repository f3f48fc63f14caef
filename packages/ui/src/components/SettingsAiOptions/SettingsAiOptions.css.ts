import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
