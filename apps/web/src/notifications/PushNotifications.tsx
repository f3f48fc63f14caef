import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isPushSupported, renewSubscription } from './push-client';

/**
 * Push notifications in the signed-in app: renews this browser's subscription once (granted, registered,
 * signed in) and follows the service worker's "open this thread" after a notification click.
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

  return null;
}
