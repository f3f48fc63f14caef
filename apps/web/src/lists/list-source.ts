import type { Page, Queries, ThreadFolder } from '@switchboard/api-client';
import { type FolderSlug, messages, THREAD_LIST_PAGE_SIZE, type ThreadListRow } from '@switchboard/domain';
import type { ThreadListView } from '@switchboard/ui';

/** The folders listed from `GET /self/{folder}_threads` (the inbox and drafts have their own screens). */
export type ThreadFolderSlug = Exclude<FolderSlug, 'inbox' | 'drafts'>;

/** Where a list screen's threads come from: a folder, a label, a channel or a search. */
export type ListSource =
  | { kind: 'folder'; folder: ThreadFolderSlug }
  | { kind: 'label'; labelId: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'search'; query: string };

const FOLDER_OF_SLUG: Record<ThreadFolderSlug, ThreadFolder> = {
  starred: 'starred',
  snoozed: 'snoozed',
  sent: 'sent',
  scheduled: 'scheduled',
  all: 'all',
  spam: 'spam',
  trash: 'trashed',
};

/**
 * The query options of one page of a list (25 threads from the page token in the URL). Every list but
 * the inbox answers `Page<ThreadListRow>`, so every one of them goes through `threadRowFromThread`.
 */
export function listQuery(queries: Queries, source: ListSource, page: string | undefined): ListQueryOptions {
  const query = { limit: THREAD_LIST_PAGE_SIZE, ...(page ? { page_token: page } : {}) };
  // Every branch answers `Page<ThreadListRow>`; only the shape of the cache key differs, which callers never read.
  switch (source.kind) {
    case 'folder':
      return queries.threadFolder(FOLDER_OF_SLUG[source.folder], query);
    case 'label':
      return queries.labelThreads(source.labelId, query) as unknown as ListQueryOptions;
    case 'channel':
      return queries.channelThreads(source.channelId, query) as unknown as ListQueryOptions;
    case 'search':
      return queries.filteredThreads({ ...query, query: source.query }) as unknown as ListQueryOptions;
  }
}

/** The query options of a list page (the folder factory's type stands for all four). */
export type ListQueryOptions = ReturnType<Queries['threadFolder']>;

/** The type every list query resolves to. */
export type ThreadPage = Page<ThreadListRow>;

/** The list's name (its heading, the grid's name, the page title) and the view its empty state needs. */
export function listTitle(
  source: ListSource,
  names: { label?: string | null; channel?: string | null } = {},
): { title: string; view: ThreadListView } {
  const sidebar = messages.shell.sidebar;
  switch (source.kind) {
    case 'folder':
      return { title: sidebar[source.folder], view: { kind: 'folder', folder: source.folder } };
    case 'label': {
      const name = names.label ?? sidebar.labels;
      return { title: name, view: { kind: 'label', name } };
    }
    case 'channel':
      return { title: names.channel ?? sidebar.channels, view: { kind: 'channel' } };
    case 'search':
      return { title: messages.threadList.searchTitle(source.query), view: { kind: 'search' } };
  }
}

const FOLDERS: readonly ThreadFolderSlug[] = [
  'starred',
  'snoozed',
  'sent',
  'scheduled',
  'all',
  'spam',
  'trash',
];

/** The list a list route shows, from its path and params (`/starred`, `/labels/{id}`, `/channels/{id}`). */
export function sourceOfLocation(pathname: string, params: Readonly<Record<string, string>>): ListSource {
  if (params.labelId) return { kind: 'label', labelId: params.labelId };
  if (params.channelId) return { kind: 'channel', channelId: params.channelId };
  const segment = pathname.split('/')[1] ?? '';
  const folder = FOLDERS.find((candidate) => candidate === segment) ?? 'all';
  return { kind: 'folder', folder };
}
