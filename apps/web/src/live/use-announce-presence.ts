import type { ApiClient, PresenceActivity } from '@switchboard/api-client';
import { useEffect } from 'react';
import { claimPresence } from './tab-presence';

/**
 * While mounted, tells teammates this tab is on the thread (`viewing` or `replying`), again every few
 * seconds, and that it left when the last part of the tab on the thread lets go (see `claimPresence`).
 */
export function useAnnouncePresence(api: ApiClient, threadId: string, activity: PresenceActivity): void {
  useEffect(() => claimPresence(api, threadId, activity), [api, threadId, activity]);
}
