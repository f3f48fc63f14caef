// The list-side components of the UI kit (re-exported by the package's src/index.ts).

export {
  AppFrame,
  type AppFrameProps,
  SHELL_REGION_ATTRIBUTE,
} from './AppFrame/AppFrame';
export { nextRegionIndex, regionFocusTarget } from './AppFrame/region-cycle';
export {
  ChannelPicker,
  type ChannelPickerChannel,
  type ChannelPickerProps,
} from './ChannelPicker/ChannelPicker';
export { CommandMenu, type CommandMenuCommand, type CommandMenuProps } from './CommandMenu/CommandMenu';
export { LabelPicker, type LabelPickerLabel, type LabelPickerProps } from './LabelPicker/LabelPicker';
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
export type { ListShortcutId } from './ThreadList/list-shortcuts';
export {
  ThreadList,
  type ThreadListPagination,
  type ThreadListProps,
  type ThreadListView,
} from './ThreadList/ThreadList';
export { rowActions, ThreadRow, type ThreadRowProps } from './ThreadRow/ThreadRow';
export type {
  ThreadRowAction,
  ThreadRowChannel,
  ThreadRowData,
  ThreadRowDateSlot,
  ThreadRowParticipant,
} from './ThreadRow/thread-row-data';
export { filterCompletion } from './TopBar/filter-completion';
export { TopBar, type TopBarChannel, type TopBarPerson, type TopBarProps } from './TopBar/TopBar';
