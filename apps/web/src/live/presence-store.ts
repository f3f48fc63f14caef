import type { LiveNotice, PresenceViewer } from '@switchboard/api-client';
import { useSyncExternalStore } from 'react';

const byThread = new Map<string, PresenceViewer[]>();
const listeners = new Set<() => void>();
const NOBODY: PresenceViewer[] = [];

/** Keeps the latest `presence` notice of each thread (the live stream's `onNotice`). */
export function notePresence(notice: LiveNotice): void {
  if (notice.type !== 'presence') return;
  if (notice.viewers.length === 0) byThread.delete(notice.thread_id);
  else byThread.set(notice.thread_id, notice.viewers);
  for (const listener of listeners) listener();
}

/** Who else is on the thread now, as the live stream last said. */
export function usePresenceViewers(threadId: string): PresenceViewer[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => byThread.get(threadId) ?? NOBODY,
  );
}
