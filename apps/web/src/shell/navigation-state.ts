/**
 * The shell's navigation state (the sidebar tab), kept in session storage: it survives a reload of
 * the tab, and a new tab starts fresh.
 */
export interface NavigationState {
  sidebarTab: 'inbox' | 'folders';
}

const KEY = 'switchboard.navigation';

export function readNavigationState(
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): NavigationState | null {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<NavigationState> | null;
    if (!raw) return null;
    return { sidebarTab: raw.sidebarTab === 'folders' ? 'folders' : 'inbox' };
  } catch {
    return null;
  }
}

export function writeNavigationState(
  state: NavigationState,
  storage: Pick<Storage, 'setItem'> = sessionStorage,
) {
  try {
    storage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Storage refused: the state is only not restored on reload.
  }
}

/**
 * A thread opened alone (its link pasted into a new tab) gets Inbox beneath it, so that Back lands on
 * the inbox rather than leaving the app. Only on the first load of the tab's session.
 */
export function putInboxBeneathLoneThread(
  win: Pick<Window, 'location' | 'history' | 'sessionStorage'> = window,
) {
  const { pathname, search, hash } = win.location;
  if (!pathname.startsWith('/threads/') || readNavigationState(win.sessionStorage) !== null) return;
  if (win.history.length > 2) return;
  win.history.replaceState(null, '', '/inbox');
  win.history.pushState(null, '', `${pathname}${search}${hash}`);
}
