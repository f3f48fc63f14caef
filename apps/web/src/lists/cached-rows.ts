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
