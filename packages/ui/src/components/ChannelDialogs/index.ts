export { ChannelDialog, type ChannelDialogProps, type ChannelValue } from './ChannelDialog';
export { ChannelMembersDialog, type ChannelMembersDialogProps } from './ChannelMembersDialog';
export { DeleteChannelDialog, type DeleteChannelDialogProps } from './DeleteChannelDialog';
export { LeaveChannelDialog, type LeaveChannelDialogProps } from './LeaveChannelDialog';
