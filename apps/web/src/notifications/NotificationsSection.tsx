import { messages, type NotificationPermissionState } from '@switchboard/domain';
import { NotificationsSettings } from '@switchboard/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { disableNotifications, enableNotifications, readPermissionState } from './push-client';

/**
 * The settings overlay's Notifications section: this browser's permission state, Enable (subscribes through
 * the service worker and registers the device) and Disable (unregisters it). No props: the overlay renders it.
 */
export function NotificationsSection() {
  const { api } = useRouteContext({ from: '__root__' });
  const [state, setState] = useState<NotificationPermissionState | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void readPermissionState().then((next) => {
        if (live) setState(next);
      });
    refresh();
    // The user may change the permission in the browser's own settings meanwhile.
    let status: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', refresh);
      })
      .catch(() => {});
    return () => {
      live = false;
      status?.removeEventListener('change', refresh);
    };
  }, []);

  const run = async (action: 'enable' | 'disable') => {
    setPending(true);
    setError(null);
    try {
      await (action === 'enable' ? enableNotifications(api) : disableNotifications(api));
    } catch (failure) {
      console.error(`[push] ${action} failed`, failure);
      setError(
        action === 'enable'
          ? messages.settings.notifications.enableFailed
          : messages.settings.notifications.disableFailed,
      );
    } finally {
      setState(await readPermissionState());
      setPending(false);
    }
  };

  if (state === null) return null;
  return (
    <NotificationsSettings
      state={state}
      isPending={pending}
      error={error}
      onEnable={() => void run('enable')}
      onDisable={() => void run('disable')}
    />
  );
}
