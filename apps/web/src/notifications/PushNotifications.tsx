import { messages } from '@switchboard/domain';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRegisterCommands } from '../command/command-registry';
import { openDialog } from '../shell/dialog-host';
import { openSettings } from '../shortcuts/destinations';
import { NotificationsDialog } from './NotificationsDialog';
import { isPushSupported, renewSubscription } from './push-client';

/**
 * Push notifications in the signed-in app: renews this browser's subscription once (granted, registered,
 * signed in), follows the service worker's "open this thread" after a notification click, and offers
 * Notifications in the command menu (the settings overlay's section, or the section alone until it exists).
 */
export function PushNotifications() {
  const { api } = useRouteContext({ from: '__root__' });
  const router = useRouter();

  useEffect(() => {
    void renewSubscription(api);
  }, [api]);

  useEffect(() => {
    if (!isPushSupported()) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; thread_id?: unknown } | null;
      if (data?.type !== 'switchboard:open-thread' || typeof data.thread_id !== 'string') return;
      void router.navigate({ to: '/threads/$threadId', params: { threadId: data.thread_id } });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [router]);

  useRegisterCommands([
    {
      id: 'notification_settings',
      label: messages.settings.sections.notifications,
      group: 'go_to_settings',
      run: () => {
        if (openSettings(router, 'notifications')) return;
        openDialog((close) => <NotificationsDialog onClose={close} />);
      },
    },
  ]);
  return null;
}
