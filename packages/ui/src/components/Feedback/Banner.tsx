import { messages } from '@switchboard/domain';
import { AlertTriangle, BellRing, KeyRound, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './Feedback.css';

export interface BannerProps {
  tone?: 'info' | 'warning' | 'danger' | 'neutral';
  icon?: ReactNode;
  children: ReactNode;
  /** Buttons or links at the end. */
  actions?: ReactNode;
  /** Adds a dismiss button, named `dismissLabel`. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** `alert` announces at once (offline, re-auth); `status` politely (default). */
  live?: 'status' | 'alert';
}

/** A full-width strip above the app for a state of the whole app. */
export function Banner({
  tone = 'info',
  icon,
  children,
  actions,
  onDismiss,
  dismissLabel,
  live = 'status',
}: BannerProps) {
  return (
    <div className={styles.banner({ tone })} role={live} data-banner={tone}>
      {icon ? (
        <span className={styles.bannerIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.bannerMessage}>{children}</p>
      {actions || onDismiss ? (
        <div className={styles.bannerActions}>
          {actions}
          {onDismiss ? (
            <IconButton
              aria-label={dismissLabel ?? messages.settings.notifications.bannerDismiss}
              icon={<X />}
              size="sm"
              showTooltip={false}
              onPress={onDismiss}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export interface NotificationBannerProps {
  onEnable: () => void;
  onDismiss: () => void;
}

/** Shown when notification permission is 'prompt' and the banner was not dismissed. */
export function NotificationBanner({ onEnable, onDismiss }: NotificationBannerProps) {
  const n = messages.settings.notifications;
  return (
    <Banner
      tone="info"
      icon={<BellRing />}
      onDismiss={onDismiss}
      dismissLabel={n.bannerDismiss}
      actions={
        <Button size="sm" variant="primary" onPress={onEnable}>
          {n.bannerEnable}
        </Button>
      }
    >
      {n.banner}
    </Banner>
  );
}

export interface ReauthBannerProps {
  /** `revoked`: access revoked or expired; `scopes`: more permissions are needed. */
  reason: 'revoked' | 'scopes';
  onSignIn: () => void;
}

/** Asks the user to sign in again so the product can reach their mail. */
export function ReauthBanner({ reason, onSignIn }: ReauthBannerProps) {
  return (
    <Banner
      tone="warning"
      live="alert"
      icon={<KeyRound />}
      actions={
        <Button size="sm" variant="secondary" onPress={onSignIn}>
          {messages.signIn.button}
        </Button>
      }
    >
      {messages.signIn.reauth[reason]}
    </Banner>
  );
}

export interface OfflineBannerProps {
  /** How many changes made offline wait to be sent (said after the offline text when any). */
  waiting?: number;
}

/**
 * The network is gone: 'Oops you're offline, reconnect and give it another go' 🔌, and how many changes
 * made meanwhile wait to be sent on reconnect.
 */
export function OfflineBanner({ waiting = 0 }: OfflineBannerProps) {
  return (
    <Banner tone="danger" live="alert" icon={<AlertTriangle />}>
      {messages.errors.offline} <span aria-hidden="true">{messages.errors.offlineEmoji}</span>
      {waiting > 0 ? (
        <span data-waiting-changes={waiting}> {messages.errors.offlineWaiting(waiting)}</span>
      ) : null}
    </Banner>
  );
}
