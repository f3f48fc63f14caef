import { MARK_AS_READ_DELAY_MS } from '@switchboard/domain';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Spec: unread messages are marked read 500 ms after appearing, once per id. Watches the cards with
 * `data-unread-message-id` inside `containerRef`; a card that stays on screen for the delay is reported
 * (once), a card that leaves earlier starts over next time it shows.
 */
export function useMarkReadWhenSeen(
  containerRef: RefObject<HTMLElement | null>,
  unreadIds: readonly string[],
  markRead: (messageId: string) => void,
) {
  const done = useRef(new Set<string>());
  const callback = useRef(markRead);
  callback.current = markRead;
  const key = unreadIds.join(',');

  useEffect(() => {
    const container = containerRef.current;
    if (!container || key === '' || typeof IntersectionObserver === 'undefined') return;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.unreadMessageId;
        if (!id || done.current.has(id)) continue;
        if (entry.isIntersecting && !timers.has(id)) {
          timers.set(
            id,
            setTimeout(() => {
              timers.delete(id);
              done.current.add(id);
              observer.unobserve(entry.target);
              callback.current(id);
            }, MARK_AS_READ_DELAY_MS),
          );
        } else if (!entry.isIntersecting) {
          clearTimeout(timers.get(id));
          timers.delete(id);
        }
      }
    });
    for (const id of key.split(',')) {
      const card = container.querySelector(`[data-unread-message-id="${CSS.escape(id)}"]`);
      if (card && !done.current.has(id)) observer.observe(card);
    }
    return () => {
      observer.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [containerRef, key]);
}
