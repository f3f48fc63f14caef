import { addRecentSearch, type SavedSearch } from '@switchboard/domain';

const KEY = 'switchboard.recentSearches';

/** The recent searches this device keeps (3, newest first; spec doc 2 sections 5 and 9). */
export function readRecentSearches(storage: Pick<Storage, 'getItem'> = localStorage): SavedSearch[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (item): item is SavedSearch =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SavedSearch).query === 'string' &&
        typeof (item as SavedSearch).timestamp === 'string',
    );
  } catch {
    return [];
  }
}

/** Records a search (only when its trimmed text has 2+ characters) and returns the new list. */
export function recordRecentSearch(
  query: string,
  now: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): SavedSearch[] {
  const next = addRecentSearch(readRecentSearches(storage), query, now);
  try {
    storage.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or private storage: the search still runs, it is only not remembered.
  }
  return next;
}
