/**
 * The query cache's structural sharing, with list items matched by id. TanStack Query's own
 * (`replaceEqualDeep`) matches array items by index: when a row leaves a page (an archive's optimistic
 * change) or one arrives at its top (a live update, a refetch), every row after it is compared with its
 * neighbour, and each comes out a new object mixing both. The app keeps each row's view and its rendering
 * while its object is the same (apps/web/src/lists/cached-rows.ts), so one archived row re-rendered the
 * whole page. Here an array whose items all carry a distinct string `id`, before and after, is matched by
 * id: an unchanged item stays the same object wherever it moved. Everything else is shared as TanStack
 * shares it: equal parts keep their old objects, and a result equal to the old value is the old value.
 */
export function shareStructure(previous: unknown, next: unknown): unknown {
  return share(previous, next, 0);
}

/** Deeper than this (no answer of the contract is), the new value is kept as it is. */
const MAX_DEPTH = 500;

function share(previous: unknown, next: unknown, depth: number): unknown {
  if (previous === next) return previous;
  if (depth > MAX_DEPTH) return next;
  if (Array.isArray(previous) && Array.isArray(next)) return shareArray(previous, next, depth);
  if (!isPlainObject(previous) || !isPlainObject(next)) return next;
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  const copy: Record<string, unknown> = {};
  for (const key of keys) {
    const had = Object.hasOwn(previous, key);
    const value = had ? share(previous[key], next[key], depth + 1) : next[key];
    copy[key] = value;
    if (!had || value !== previous[key]) same = false;
  }
  return same ? previous : copy;
}

function shareArray(previous: readonly unknown[], next: readonly unknown[], depth: number): unknown[] {
  const byId = itemsById(previous);
  const keyed = byId !== null && itemsById(next) !== null;
  let same = previous.length === next.length;
  const copy = next.map((item, index) => {
    const before = keyed ? byId.get((item as { id: string }).id) : previous[index];
    const value = before === undefined ? item : share(before, item, depth + 1);
    if (value !== previous[index]) same = false;
    return value;
  });
  return same ? (previous as unknown[]) : copy;
}

/** The items by id when every item is a plain object with a string `id` and no id repeats; else null. */
function itemsById(items: readonly unknown[]): Map<string, unknown> | null {
  if (items.length === 0) return null;
  const byId = new Map<string, unknown>();
  for (const item of items) {
    if (!isPlainObject(item) || typeof item.id !== 'string' || byId.has(item.id)) return null;
    byId.set(item.id, item);
  }
  return byId;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}
