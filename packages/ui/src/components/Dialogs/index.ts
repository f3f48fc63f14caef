export {
  BrowseChannelsDialog,
  type BrowseChannelsDialogProps,
} from './BrowseChannelsDialog';
export { CollisionDialog, type CollisionDialogProps, type CollisionReply } from './CollisionDialog';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  DiscardChangesDialog,
  type DiscardChangesDialogProps,
} from './ConfirmDialog';
export {
  DeleteLabelDialog,
  type DeleteLabelDialogProps,
  LABEL_COLORS,
  LabelDialog,
  type LabelDialogProps,
  type LabelValue,
} from './LabelDialog';
export { ShortcutsDialog, type ShortcutsDialogProps } from './ShortcutsDialog';
export { TeamLimitDialog, type TeamLimitDialogProps } from './TeamLimitDialog';
