import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const sidebarWidth = `calc(${vars.size.dialogSm} * 0.6)`;

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  gridTemplateColumns: `${sidebarWidth} minmax(0, 1fr)`,
  gridTemplateAreas: '"top top" "banner banner" "side main"',
  height: '100%',
  minHeight: '100vh',
  background: vars.color.bg,
  color: vars.color.text,
});

export const top = style({ gridArea: 'top', minWidth: 0 });

export const banner = style({ gridArea: 'banner', minWidth: 0 });

export const side = style({ gridArea: 'side', minHeight: 0, overflow: 'auto', outline: 'none' });

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  overflow: 'auto',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: 1,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
    },
  },
});
