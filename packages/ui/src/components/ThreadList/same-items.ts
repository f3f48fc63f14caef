import { useRef } from 'react';

/** `previous` when `next` holds the same objects in the same order, else `next`. */
export function sameItemsOr<T>(previous: readonly T[] | null, next: readonly T[]): readonly T[] {
  if (previous === null || previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (previous[i] !== next[i]) return next;
  return previous;
}

/**
 * `items`, or the array this gave back before while it holds the same objects in the same order. The list
 * reads its rows by array: a new array of the same rows (an archived row the app hid in the key's frame,
 * then gone from the cache's list a task later) made react-aria build its collection again and render every
 * row.
 */
export function useSameItems<T>(items: readonly T[]): readonly T[] {
  const last = useRef<readonly T[] | null>(null);
  const kept = sameItemsOr(last.current, items);
  last.current = kept;
  return kept;
}
