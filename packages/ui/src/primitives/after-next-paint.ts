import { useEffect, useState } from 'react';

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
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (active) setShown(value);
      };
      channel.port2.postMessage(null);
    });
    return () => {
      active = false;
      cancelAnimationFrame(frame);
    };
  }, [value, shown]);
  return shown;
}
