import type { LiveNotice } from '@switchboard/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveNotices } from './apply-live-notices';
import { LiveConnection } from './live-connection';
import { liveHealth } from './live-health';

/** Notices arriving within this long are applied together (a bulk change invalidates each key once). */
const BATCH_MS = 50;
/** While one of the tab's own changes is in flight, notices wait (its optimistic state stays until it settles). */
const MUTATION_WAIT_MS = 250;

/**
 * Keeps this tab's live stream open while it is signed in, and turns its notices into query invalidations
 * (`onNotice` also gets each one, for presence). When the stream goes down, the lists on screen refetch at
 * once (notices may have been missed) and polling carries on at the spec's intervals.
 */
export function useLiveStream(
  getAccessToken: () => Promise<string | null>,
  onNotice?: (notice: LiveNotice) => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: LiveNotice[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      if (queryClient.isMutating() > 0) {
        timer = setTimeout(flush, MUTATION_WAIT_MS);
        return;
      }
      const batch = pending;
      pending = [];
      void applyLiveNotices(queryClient, batch);
    };
    let everConnected = false;
    const connection = new LiveConnection({
      baseUrl: '/api',
      getAccessToken,
      onNotice: (notice) => {
        onNotice?.(notice);
        if (notice.type === 'ready' || notice.type === 'presence') return;
        pending.push(notice);
        timer ??= setTimeout(flush, BATCH_MS);
      },
      onHealth: (healthy) => {
        liveHealth.set(healthy);
        if (healthy) {
          // A reconnect that was not resumed gets `resync`; a first connect has fresh data already.
          everConnected = true;
        } else if (everConnected) {
          void queryClient.refetchQueries({ queryKey: ['threads', 'list'], type: 'active' });
        }
      },
    });
    connection.start();
    return () => {
      clearTimeout(timer);
      connection.close();
    };
  }, [queryClient, getAccessToken, onNotice]);
}
