import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
});

/** Stand-in rows, blurred: the hidden threads themselves never reach the page. */
export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  filter: 'blur(3px)',
  opacity: 0.6,
  userSelect: 'none',
  pointerEvents: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatarSm} 1fr auto`,
  alignItems: 'center',
  gap: vars.space.md,
  height: '64px',
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const avatar = style({
  width: vars.size.avatarSm,
  height: vars.size.avatarSm,
  borderRadius: vars.radius.full,
  background: vars.color.skeleton,
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const line = style({
  height: '0.6rem',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
});

export const card = style({
  position: 'absolute',
  insetInline: vars.space.lg,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
  color: vars.color.text,
});

export const text = style({ margin: 0, fontSize: vars.font.size.sm, flex: '1 1 16rem' });

export const count = style({ display: 'block', color: vars.color.textMuted });
