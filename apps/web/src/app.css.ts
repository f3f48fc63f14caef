import { vars } from '@switchboard/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/**
 * App-level layout only (the shell's grid, screen frames). Components and their looks come from
 * @switchboard/ui; every value here is a theme token.
 */

globalStyle('html, body, #root', { height: '100%', margin: 0 });
globalStyle('body', { background: vars.color.bg, color: vars.color.text, fontFamily: vars.font.family.body });

/** A list screen: a header strip over the list, full width, dense. */
export const listScreen = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  width: '100%',
  height: '100%',
  minHeight: 0,
  background: vars.color.surfaceRaised,
});

/** The list's heading: the tab strip shows the split visibly, so it is for screen readers and the outline. */
export const listTitle = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const listHeader = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const screenTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const paginationLabel = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const listBody = style({ flex: 1 });

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxxl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  maxWidth: '520px',
  marginInline: 'auto',
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const errorText = style({ color: vars.color.dangerText, margin: 0 });

/** The thread screen: a reading column. */
export const threadScreen = style({
  maxWidth: '960px',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const threadHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const threadTitle = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const threadTitleEmpty = style({ color: vars.color.textMuted });

export const threadMeta = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  paddingTop: vars.space.sm,
});

export const messageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const messageCard = style({
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.sm,
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const messageHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
});

export const messageSender = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  flex: 1,
  lineHeight: vars.font.lineHeight.tight,
  gap: vars.space.xxs,
});

export const senderName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const senderDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const messageDate = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const messageBody = style({
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
});

export const imagesNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInline: vars.space.lg,
  marginBottom: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const attachments = style({
  listStyle: 'none',
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.md,
});

export const attachmentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  paddingInline: vars.space.sm,
  height: vars.size.controlSm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const attachmentName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const attachmentSize = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

/** The 'New' divider before the first unread message. */
export const newDivider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.dangerText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  selectors: {
    '&::after': {
      content: '""',
      flex: 1,
      height: vars.border.thin,
      background: vars.color.danger,
    },
  },
});

/** The sign-in page: one centred card. */
export const signInPage = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
  background: vars.color.bg,
});

export const signInCard = style({
  width: '100%',
  maxWidth: vars.size.dialogMd,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.elevation.md,
  textAlign: 'center',
});

export const signInHeading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const signInText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const signInError = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.relaxed,
  color: vars.color.dangerText,
});

export const signInNote = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const textLink = style({
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'none' },
    '&:focus-visible': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '0 0' },
});

/** Placeholder bars while a screen loads (until the ui package's Skeleton lands). */
export const skeletonBar = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '400% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const legalPage = style({
  maxWidth: '680px',
  marginInline: 'auto',
  padding: vars.space.xxl,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
});
