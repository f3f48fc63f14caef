import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: vars.size.dialogSm,
});

export const field = style({ alignSelf: 'stretch' });

/** Holds the disabled Save so its tooltip ('No changes to save') can still be reached by keyboard. */
export const disabledSave = style({
  cursor: 'not-allowed',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});
