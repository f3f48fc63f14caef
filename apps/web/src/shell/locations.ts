import { type CommandTarget, categorySlug, type FolderSlug } from '@switchboard/domain';

/** Where the sidebar says the user is (the kit's `SidebarLocation`, restated to keep this file DOM-free). */
export type ShellLocation =
  | { kind: 'inbox' }
  | { kind: 'folder'; folder: Exclude<FolderSlug, 'inbox'> }
  | { kind: 'channel'; id: string }
  | { kind: 'label'; id: string };

const FOLDERS: readonly Exclude<FolderSlug, 'inbox'>[] = [
  'starred',
  'snoozed',
  'sent',
  'drafts',
  'scheduled',
  'all',
  'spam',
  'trash',
];

/** The sidebar entry a path belongs to (a thread or search keeps Inbox marked). */
export function locationFromPath(pathname: string): ShellLocation {
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  if (first === 'channels' && second) return { kind: 'channel', id: decodeURIComponent(second) };
  if (first === 'labels' && second) return { kind: 'label', id: decodeURIComponent(second) };
  const folder = FOLDERS.find((f) => f === first);
  if (folder) return { kind: 'folder', folder };
  return { kind: 'inbox' };
}

/** The path of a sidebar entry (DECISIONS.md 10). */
export function pathOf(location: ShellLocation): string {
  switch (location.kind) {
    case 'inbox':
      return '/inbox';
    case 'folder':
      return `/${location.folder}`;
    case 'channel':
      return `/channels/${encodeURIComponent(location.id)}`;
    case 'label':
      return `/labels/${encodeURIComponent(location.id)}`;
  }
}

/** The path a command menu target goes to; null for actions (the screen that registered them runs them). */
export function pathOfCommandTarget(target: CommandTarget): string | null {
  switch (target.type) {
    case 'folder':
      return target.folder === 'inbox' ? '/inbox' : pathOf({ kind: 'folder', folder: target.folder });
    case 'category':
      return target.category === 'primary' ? '/inbox' : `/inbox/${categorySlug(target.category)}`;
    case 'channel':
      return pathOf({ kind: 'channel', id: target.channelId });
    case 'label':
      return pathOf({ kind: 'label', id: target.labelId });
    case 'split':
      return `/inbox/${encodeURIComponent(target.splitId)}`;
    default:
      // Actions, settings, theme and mode are run, not navigated to.
      return null;
  }
}

/** The global g-chords of doc 2 and where each goes. */
export const GO_TO_PATHS: Readonly<Record<string, string>> = {
  go_inbox: '/inbox',
  go_starred: '/starred',
  go_snoozed: '/snoozed',
  go_sent: '/sent',
  go_drafts: '/drafts',
  go_all: '/all',
};
