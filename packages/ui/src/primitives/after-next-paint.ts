import { useEffect, useState } from 'react';

/** How long a hidden tab (no frames) waits for {@link afterNextPaint} at most. */
const HIDDEN_WAIT_MS = 50;

/**
 * Resolves once the next frame is painted (a message posted from its requestAnimationFrame arrives after
 * the paint): work that the user does not see in that frame (a toast, a request) goes after it, so a key's
 * own change paints first. A tab without frames (hidden) goes on after {@link HIDDEN_WAIT_MS} at most.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, HIDDEN_WAIT_MS);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        clearTimeout(timer);
        resolve();
      };
      channel.port2.postMessage(null);
    });
  });
}

/**
 * `value`, changed only once the frame after its change is painted (a message posted from that frame's
 * requestAnimationFrame arrives after the paint). `useDeferredValue` renders again in a scheduler task,
 * which the browser runs before the next frame when it can: the bench counted the quick actions' ~50
 * components in the key's own frame. A newer value before then cancels the older one. `initial` is the
 * value before the first change (by default `value` itself: a component mounted with it has it at once).
 */
export function useAfterNextPaint(value: boolean, initial: boolean = value): boolean {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    if (shown === value) return;
    let active = true;
    void afterNextPaint().then(() => {
      if (active) setShown(value);
    });
    return () => {
      active = false;
    };
  }, [value, shown]);
  return shown;
}
