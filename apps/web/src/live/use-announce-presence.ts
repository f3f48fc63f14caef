import type { ApiClient, PresenceActivity } from '@switchboard/api-client';
import { useEffect } from 'react';

/** This tab, as presence names it (a new one per page load). */
const TAB_ID = `tab_${crypto.randomUUID()}`;
/** A tab says it is still there this often; the server lets it lapse 8 s after its last word. */
const ANNOUNCE_EVERY_MS = 3_000;

/**
 * While the thread is open, tells teammates this tab is on it (`viewing` or `replying`), again every few
 * seconds, and that it left when the thread closes. A closed tab says nothing: its presence lapses.
 */
export function useAnnouncePresence(api: ApiClient, threadId: string, activity: PresenceActivity): void {
  useEffect(() => {
    const say = (now: PresenceActivity | null) =>
      api
        .announcePresence({ params: { thread_id: threadId }, body: { tab_id: TAB_ID, activity: now } })
        .catch(() => undefined);
    void say(activity);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void say(activity);
    }, ANNOUNCE_EVERY_MS);
    return () => {
      clearInterval(timer);
      void say(null);
    };
  }, [api, threadId, activity]);
}
