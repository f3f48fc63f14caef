import { LOADING_SCREEN_MIN_MS } from '@switchboard/domain';
import { useEffect, useRef, useState } from 'react';
import { remainingVisibleMs } from './minimum-duration';

/**
 * True while `isActive`, and afterwards until it has been true for `minMs` in all: keeps a loading
 * screen from flashing (the spec's minimum of about 1.3 s).
 */
export function useMinimumDuration(isActive: boolean, minMs: number = LOADING_SCREEN_MIN_MS): boolean {
  const shownAt = useRef<number | null>(null);
  const [holding, setHolding] = useState(isActive);
  useEffect(() => {
    if (isActive) {
      shownAt.current ??= Date.now();
      setHolding(true);
      return;
    }
    if (shownAt.current === null) {
      setHolding(false);
      return;
    }
    const left = remainingVisibleMs(shownAt.current, Date.now(), minMs);
    const timer = setTimeout(() => {
      shownAt.current = null;
      setHolding(false);
    }, left);
    return () => clearTimeout(timer);
  }, [isActive, minMs]);
  return isActive || holding;
}
