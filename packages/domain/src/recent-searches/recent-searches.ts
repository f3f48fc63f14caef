import { graphemeLength } from '../characters/graphemes.js';
import { RECENT_SEARCH_MIN_LENGTH, RECENT_SEARCHES_KEPT } from '../constants/constants.js';
import type { SavedSearch } from '../model/draft.js';

/**
 * Records a search in the recent list (spec doc 2 section 5/9): saved only if the trimmed query has at least
 * 2 characters; the newest first, without duplicates; 3 kept. `now` is the ISO time of the search.
 */
export function addRecentSearch(recent: readonly SavedSearch[], query: string, now: string): SavedSearch[] {
  const trimmed = query.trim();
  if (graphemeLength(trimmed) < RECENT_SEARCH_MIN_LENGTH) return [...recent];
  const others = recent.filter((s) => s.query.trim() !== trimmed);
  return [{ query: trimmed, timestamp: now }, ...others].slice(0, RECENT_SEARCHES_KEPT);
}
