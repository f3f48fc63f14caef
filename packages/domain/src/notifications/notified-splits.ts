import type { Category } from '../model/enums.js';

/**
 * The splits a thread is in for one user, by the keys of `notified_splits`: its category (`primary` when it
 * has none, or when its category's split is not enabled, so its mail shows in Primary) and every custom
 * split whose query it matches.
 */
export function threadSplitKeys(input: {
  category: Category | null;
  /** The categories whose split the user has enabled (the others read as Primary). */
  enabledCategories: readonly Category[];
  /** The ids of the user's enabled custom splits that match the thread. */
  matchingCustomSplitIds: readonly string[];
}): string[] {
  const category =
    input.category && input.category !== 'primary' && input.enabledCategories.includes(input.category)
      ? input.category
      : 'primary';
  return [category, ...input.matchingCustomSplitIds];
}

/**
 * Whether new inbox mail in these splits is pushed to the user, by the `notified_splits` setting: empty
 * (never chosen: the default) means every split notifies; otherwise only the listed splits do. The
 * Notifications section keeps at least one split chosen (to hear of nothing, turn notifications off).
 */
export function inboxSplitNotifies(
  notifiedSplits: readonly string[],
  threadSplits: readonly string[],
): boolean {
  if (notifiedSplits.length === 0) return true;
  return threadSplits.some((split) => notifiedSplits.includes(split));
}

/**
 * The `notified_splits` setting after the user ticks or unticks one split in a list of `all` split keys:
 * the full choice is stored (so a new custom split is not notified until chosen), and the last chosen split
 * cannot be unticked.
 */
export function toggleNotifiedSplit(
  notifiedSplits: readonly string[],
  all: readonly string[],
  split: string,
  notify: boolean,
): string[] {
  const current = notifiedSplits.length === 0 ? [...all] : all.filter((key) => notifiedSplits.includes(key));
  const next = notify
    ? all.filter((key) => key === split || current.includes(key))
    : current.filter((key) => key !== split);
  return next.length === 0 ? current : next;
}
