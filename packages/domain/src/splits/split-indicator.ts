import { LAST_OPENED_SPLIT_THROTTLE_MS } from '../constants/constants.js';

/** The stored value for a split whose list is empty: the epoch. */
export const EPOCH_ISO = '1970-01-01T00:00:00.000Z';

/** Last-opened times by split key (a category name or a custom split id), ISO strings. */
export type LastOpenedSplits = Record<string, string>;

/**
 * The split's 'new' dot: shown when its latest activity is later than the time it was last opened
 * (never opened counts as the epoch).
 */
export function hasNewActivity(latestActivity: string | null, lastOpened: string | undefined): boolean {
  if (latestActivity === null) return false;
  return Date.parse(latestActivity) > Date.parse(lastOpened ?? EPOCH_ISO);
}

/**
 * The value to store when a split is opened: the latest activity date in its list, or the epoch for an
 * empty list.
 */
export function lastOpenedValue(activityDates: readonly string[]): string {
  let latest: string = EPOCH_ISO;
  for (const date of activityDates) if (Date.parse(date) > Date.parse(latest)) latest = date;
  return latest;
}

/** Records that a split was opened; the time only moves forward (an older value is ignored). */
export function recordSplitOpened(
  lastOpened: LastOpenedSplits,
  key: string,
  value: string,
): LastOpenedSplits {
  const previous = lastOpened[key];
  if (previous !== undefined && Date.parse(previous) >= Date.parse(value)) return lastOpened;
  return { ...lastOpened, [key]: value };
}

/** Writes of last-opened times are throttled to one per 3 s. */
export function shouldWriteLastOpened(lastWriteAt: number | null, now: number): boolean {
  return lastWriteAt === null || now - lastWriteAt >= LAST_OPENED_SPLIT_THROTTLE_MS;
}
