export {
  Banner,
  type BannerProps,
  NotificationBanner,
  type NotificationBannerProps,
  OfflineBanner,
  type OfflineBannerProps,
  ReauthBanner,
  type ReauthBannerProps,
} from './Banner';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export {
  LoadingScreen,
  type LoadingScreenProps,
  MessageScreen,
  type MessageScreenProps,
} from './LoadingScreen';
export { LoadStatus, type LoadStatusKind, type LoadStatusProps } from './LoadStatus';
export { remainingVisibleMs } from './minimum-duration';
export { useMinimumDuration } from './useMinimumDuration';
