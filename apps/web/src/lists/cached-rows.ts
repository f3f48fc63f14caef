import { useMemo, useRef } from 'react';

/**
 * `items.map(make)`, giving back the result made before for the same item object while `context` (what
 * `make` reads besides the item, such as the channels) is the same. The query cache keeps an unchanged
 * thread the same object across an optimistic change, a refetch or a live update (structural sharing); a
 * row made anew for it is a new object, and the list renders every row whose object changed, so one
 * archived row re-rendered the whole page's rows and their contents.
 */
export function useCachedMap<T extends object, R>(
  items: readonly T[],
  context: unknown,
  make: (item: T) => R,
): R[] {
  const cache = useRef<{ context: unknown; results: WeakMap<T, R> } | null>(null);
  const latestMake = useRef(make);
  latestMake.current = make;
  return useMemo(() => {
    if (cache.current === null || cache.current.context !== context) {
      cache.current = { context, results: new WeakMap() };
    }
    return mapWithCache(items, cache.current.results, latestMake.current);
  }, [items, context]);
}

/** `items.map(make)`, with `make` called only for items that `results` holds nothing for. */
export function mapWithCache<T extends object, R>(
  items: readonly T[],
  results: WeakMap<T, R>,
  make: (item: T) => R,
): R[] {
  return items.map((item) => {
    let result = results.get(item);
    if (result === undefined) {
      result = make(item);
      results.set(item, result);
    }
    return result;
  });
}

/** `previous` when `next` holds the same objects in the same order, else `next`. */
export function sameItemsOr<T>(previous: readonly T[] | null, next: readonly T[]): readonly T[] {
  if (previous === null || previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (previous[i] !== next[i]) return next;
  return previous;
}

/**
 * `items`, or the array this gave back before while it holds the same objects in the same order. The
 * list compares its rows by array: a new array of the same rows makes it build its collection again and
 * render every row (react-aria's GridList), as when an archived row, hidden in the key's frame, then left
 * the cache's list a task later and the rows shown were the same.
 */
export function useSameItems<T>(items: readonly T[]): readonly T[] {
  const last = useRef<readonly T[] | null>(null);
  const kept = sameItemsOr(last.current, items);
  last.current = kept;
  return kept;
}
