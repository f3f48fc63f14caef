import { type NotificationPermissionState, shouldShowNotificationBanner } from '@switchboard/domain';
import { NotificationBanner } from '@switchboard/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { enableNotifications } from '../notifications/push-client';

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
  const { api } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState(permissionState);
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  if (!shouldShowNotificationBanner(state, dismissedAt)) return null;
  return (
    <NotificationBanner
      onEnable={() => {
        // Asks for permission, then subscribes this browser (a refusal aborts; push errors are logged).
        enableNotifications(api)
          .catch((error: unknown) => console.error('[push] enabling from the banner failed', error))
          .finally(() => setState(permissionState()));
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
