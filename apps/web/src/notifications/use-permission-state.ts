import type { NotificationPermissionState } from '@switchboard/domain';
import { useCallback, useEffect, useState } from 'react';
import { PUSH_STATE_CHANGED, readPermissionState } from './push-client';

/**
 * This browser's notification state (`readPermissionState`), null until read. It is read again when the
 * permission changes in the browser's own settings and when this app subscribes or unsubscribes (from any
 * screen: the Notifications section fires `PUSH_STATE_CHANGED`). `refresh` reads it again now.
 */
export function usePermissionState(): [NotificationPermissionState | null, () => Promise<void>] {
  const [state, setState] = useState<NotificationPermissionState | null>(null);
  const refresh = useCallback(async () => {
    setState(await readPermissionState());
  }, []);

  useEffect(() => {
    let live = true;
    const read = () =>
      void readPermissionState().then((next) => {
        if (live) setState(next);
      });
    read();
    window.addEventListener(PUSH_STATE_CHANGED, read);
    let status: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', read);
      })
      .catch(() => {});
    return () => {
      live = false;
      window.removeEventListener(PUSH_STATE_CHANGED, read);
      status?.removeEventListener('change', read);
    };
  }, []);

  return [state, refresh];
}
