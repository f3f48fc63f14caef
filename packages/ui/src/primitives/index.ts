export {
  Avatar,
  type AvatarPerson,
  type AvatarProps,
  AvatarStack,
  type AvatarStackProps,
} from './Avatar/Avatar';
export { avatarInitials, avatarTone, stackOverflow } from './Avatar/avatar-initials';
export { afterNextPaint, useAfterNextPaint } from './after-next-paint';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { BulletList, type BulletListProps } from './BulletList/BulletList';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Chip, type ChipProps } from './Chip/Chip';
export { Dialog, type DialogProps, DialogTrigger, Modal, type ModalProps } from './Dialog/Dialog';
export { DragHandle, type DragHandleProps } from './DragHandle/DragHandle';
export { GridList, GridListItem, type GridListItemProps, type GridListProps } from './GridList/GridList';
export { Heading, type HeadingProps } from './Heading/Heading';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { Kbd, type KbdProps } from './Kbd/Kbd';
export {
  detectPlatform,
  type KeyboardEventLike,
  keyLabel,
  type Platform,
  shortcutKeyOf,
  shortcutSteps,
} from './Kbd/shortcut-keys';
export { Link, type LinkProps } from './Link/Link';
export {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  ListBoxSection,
  type ListBoxSectionProps,
} from './ListBox/ListBox';
export { Logo, type LogoProps } from './Logo/Logo';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
  Submenu,
  SubmenuTrigger,
} from './Menu/Menu';
export { Popover, type PopoverProps, PopoverTrigger } from './Popover/Popover';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField';
export { Select, type SelectProps } from './Select/Select';
export { Separator, type SeparatorProps } from './Separator/Separator';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Surface, type SurfaceProps } from './Surface/Surface';
export { Switch, type SwitchProps } from './Switch/Switch';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs/Tabs';
export { Text, type TextProps } from './Text/Text';
export { TextField, type TextFieldProps } from './TextField/TextField';
export { ToggleButton, type ToggleButtonProps } from './ToggleButton/ToggleButton';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden/VisuallyHidden';
