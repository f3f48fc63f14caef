import type { FolderSlug } from '../model/index.js';
import { parseSearchQuery } from './parse-search-query.js';

export type SearchNavigation =
  | { kind: 'folder'; folder: FolderSlug }
  | { kind: 'channel'; channelId: string }
  | { kind: 'label'; labelId: string }
  | null;

export type SearchNavigationContext = {
  channels: { id: string; name: string }[];
  labels: { id: string; name: string }[];
};

/** `is:`/`in:` values that are folders (read and unread are not). */
const FOLDER_VALUES: Partial<Record<string, FolderSlug>> = {
  inbox: 'inbox',
  starred: 'starred',
  snoozed: 'snoozed',
  sent: 'sent',
  scheduled: 'scheduled',
  spam: 'spam',
  trash: 'trash',
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where the search box navigates instead of searching (spec doc 1 "Search input"): the input is a single
 * `is:{folder}`/`in:{folder}`, `channel:{name}` or `label:{name}` token (name compared case-insensitively,
 * quoted when it has spaces: `channel:"Sales team"`) naming an existing folder, channel or label.
 * Anything else, including an unknown name, is a text search: `null`.
 */
export function getSearchNavigation(input: string, ctx: SearchNavigationContext): SearchNavigation {
  const parsed = parseSearchQuery(input);
  if (!parsed.ok || parsed.query.type !== 'filter') return null;
  const filter = parsed.query;
  if (filter.name === 'is' || filter.name === 'in') {
    const folder = FOLDER_VALUES[filter.value];
    return folder ? { kind: 'folder', folder } : null;
  }
  if (filter.name === 'channel') {
    const channel = ctx.channels.find((c) => sameName(c.name, filter.value));
    return channel ? { kind: 'channel', channelId: channel.id } : null;
  }
  if (filter.name === 'label') {
    const label = ctx.labels.find((l) => sameName(l.name, filter.value));
    return label ? { kind: 'label', labelId: label.id } : null;
  }
  return null;
}
