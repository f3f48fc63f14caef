import { type NotificationPermissionState, shouldShowNotificationBanner } from '@switchboard/domain';
import { NotificationBanner } from '@switchboard/ui';
import { useState } from 'react';

const DISMISSED_KEY = 'switchboard.notificationBannerDismissedAt';

function permissionState(): NotificationPermissionState {
  if (typeof Notification === 'undefined') return 'notsupported';
  if (Notification.permission === 'default') return 'prompt';
  return Notification.permission;
}

function readDismissedAt(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The notification-permission banner: while the browser would still ask, and until dismissed. */
export function NotificationPermissionBanner() {
  const [state, setState] = useState(permissionState);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  if (!shouldShowNotificationBanner(state, dismissedAt)) return null;
  return (
    <NotificationBanner
      onEnable={() => {
        void Notification.requestPermission().then(() => setState(permissionState()));
      }}
      onDismiss={() => {
        const now = new Date().toISOString();
        try {
          localStorage.setItem(DISMISSED_KEY, now);
        } catch {
          // Not remembered past this page.
        }
        setDismissedAt(now);
      }}
    />
  );
}
