import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { claimPresence } from './tab-presence';

/**
 * A composer's one line for presence: while `writing` (its draft is not empty) on the thread, the tab says
 * 'replying' there (the inline reply box, a reply or forward window, the private discussion); emptied,
 * sent or closed, it is back to what the rest of the tab says ('viewing' on the open thread, or gone).
 */
export function useAnnounceReplying(threadId: string | null | undefined, writing: boolean): void {
  const api = useRouteContext({ from: '__root__', select: (context) => context.api });
  useEffect(() => {
    if (!threadId || !writing) return;
    return claimPresence(api, threadId, 'replying');
  }, [api, threadId, writing]);
}
