// The list-side components of the UI kit (re-exported by the package's src/index.ts).

// The AI helpers (#15).
export {
  type AiChatCitation,
  type AiChatExchange,
  AiChatPanel,
  type AiChatPanelProps,
  type AiChatScope,
} from './AiChatPanel/AiChatPanel';
export { AiQuickReplies, type AiQuickRepliesProps } from './AiQuickReplies/AiQuickReplies';
export {
  AppFrame,
  type AppFrameProps,
  SHELL_REGION_ATTRIBUTE,
} from './AppFrame/AppFrame';
export { nextRegionIndex, regionFocusTarget } from './AppFrame/region-cycle';
// The thread screen's components.
export { AssigneePicker, type AssigneePickerProps } from './AssigneePicker/AssigneePicker';
export { AttachmentChip, type AttachmentChipProps } from './AttachmentChip/AttachmentChip';
export {
  ChannelPicker,
  type ChannelPickerChannel,
  type ChannelPickerProps,
} from './ChannelPicker/ChannelPicker';
export { CommandMenu, type CommandMenuCommand, type CommandMenuProps } from './CommandMenu/CommandMenu';
export {
  type DiscussionMessage,
  DiscussionPanel,
  type DiscussionPanelProps,
} from './DiscussionPanel/DiscussionPanel';
export { DueDatePicker, type DueDatePickerProps } from './DueDatePicker/DueDatePicker';
export { EmojiPicker, type EmojiPickerProps } from './EmojiPicker/EmojiPicker';
export { EMOJI_CHOICES, QUICK_REACTION_CODES } from './EmojiPicker/emoji-codes';
export {
  FollowersPopover,
  type FollowersPopoverProps,
  type ThreadFollower,
} from './FollowersPopover/FollowersPopover';
export { ForwardedMessage, type ForwardedMessageProps } from './ForwardedMessage/ForwardedMessage';
export {
  HistoryLimitNotice,
  type HistoryLimitNoticeProps,
} from './HistoryLimitNotice/HistoryLimitNotice';
export { LabelPicker, type LabelPickerLabel, type LabelPickerProps } from './LabelPicker/LabelPicker';
export {
  MessageCard,
  type MessageCardPerson,
  type MessageCardProps,
  NewMessagesDivider,
} from './MessageCard/MessageCard';
export {
  type MessageSendState,
  MessageStateLine,
  type MessageStateLineProps,
} from './MessageStateLine/MessageStateLine';
export {
  hasPages,
  Pagination,
  type PaginationProps,
  pageRangeLabel,
} from './Pagination/Pagination';
export {
  ParticipantsDialog,
  type ParticipantsDialogProps,
  type ParticipantsDialogTexts,
} from './ParticipantsDialog/ParticipantsDialog';
export { ReactionBar, type ReactionBarProps } from './ReactionBar/ReactionBar';
export {
  OriginCard,
  type OriginCardProps,
  ReferenceBanner,
  type ReferenceBannerProps,
} from './ReferenceBanner/ReferenceBanner';
export {
  SelectionBar,
  type SelectionBarAction,
  type SelectionBarProps,
} from './SelectionBar/SelectionBar';
export {
  Sidebar,
  type SidebarChannel,
  type SidebarLabel,
  type SidebarLocation,
  type SidebarProps,
} from './Sidebar/Sidebar';
export { SnoozePicker, type SnoozePickerProps } from './SnoozePicker/SnoozePicker';
export { type SplitTabData, SplitTabs, type SplitTabsProps } from './SplitTabs/SplitTabs';
export { stepSplit } from './SplitTabs/split-step';
export { StatusMenu, type StatusMenuProps } from './StatusMenu/StatusMenu';
export { SummaryDialog, type SummaryDialogProps, type SummaryState } from './SummaryDialog/SummaryDialog';
export { ThreadEventLine, type ThreadEventLineProps } from './ThreadEventLine/ThreadEventLine';
export {
  ThreadHeader,
  type ThreadHeaderAction,
  type ThreadHeaderProps,
  type ThreadHeaderState,
  threadHeaderActionLabel,
  threadHeaderActions,
} from './ThreadHeader/ThreadHeader';
export type { ListShortcutId } from './ThreadList/list-shortcuts';
export {
  ThreadList,
  type ThreadListPagination,
  type ThreadListProps,
  type ThreadListView,
  type ThreadSelectionAction,
} from './ThreadList/ThreadList';
export { filterPeople, type ThreadPerson } from './ThreadPeople/people';
export { rowActions, ThreadRow, type ThreadRowProps } from './ThreadRow/ThreadRow';
export type {
  ThreadListAction,
  ThreadRowAction,
  ThreadRowChannel,
  ThreadRowData,
  ThreadRowDateSlot,
  ThreadRowParticipant,
} from './ThreadRow/thread-row-data';
export { filterCompletion } from './TopBar/filter-completion';
export { TopBar, type TopBarChannel, type TopBarPerson, type TopBarProps } from './TopBar/TopBar';
