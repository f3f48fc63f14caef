import { getSearchNavigation, type SearchNavigationContext } from '@switchboard/domain';
import { pathOf } from '../shell/locations';

/**
 * Where the search box goes (spec doc 1 "Search input"): a single `is:`/`in:{folder}`, `channel:{name}`
 * or `label:{name}` token naming something that exists opens that screen; anything else is a text
 * search at `/search?query=...`.
 */
export function searchDestination(query: string, context: SearchNavigationContext): string {
  const trimmed = query.trim();
  const target = getSearchNavigation(trimmed, context);
  if (target?.kind === 'folder') {
    return target.folder === 'inbox' ? '/inbox' : pathOf({ kind: 'folder', folder: target.folder });
  }
  if (target?.kind === 'channel') return pathOf({ kind: 'channel', id: target.channelId });
  if (target?.kind === 'label') return pathOf({ kind: 'label', id: target.labelId });
  return `/search?${new URLSearchParams({ query: trimmed }).toString()}`;
}
