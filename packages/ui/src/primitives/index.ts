export {
  Avatar,
  type AvatarPerson,
  type AvatarProps,
  AvatarStack,
  type AvatarStackProps,
} from './Avatar/Avatar';
export { avatarInitials, avatarTone, stackOverflow } from './Avatar/avatar-initials';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { Chip, type ChipProps } from './Chip/Chip';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export { Kbd, type KbdProps } from './Kbd/Kbd';
export { detectPlatform, keyLabel, type Platform, shortcutSteps } from './Kbd/shortcut-keys';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './Spinner/Spinner';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
