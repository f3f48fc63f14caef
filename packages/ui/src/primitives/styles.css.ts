import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The one focus indicator: a ring shown only for keyboard focus (`data-focus-visible`). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

/**
 * A small borderless icon button inside another control: a field's open or clear button, a chip's remove
 * button. Muted until hovered; the focus ring hugs it.
 */
export const inlineIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

/** The raised surface of an overlay (dialog, popover, listbox popover): border, raised background, shadow. */
export const overlaySurface = style({
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.elevation.lg,
  outline: 'none',
});

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: vars.border.thin,
  height: vars.border.thin,
  padding: 0,
  margin: `calc(${vars.border.thin} * -1)`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
export const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
export const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
export const popOut = keyframes({
  from: { opacity: 1, transform: 'scale(1)' },
  to: { opacity: 0, transform: 'scale(0.97)' },
});
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});
