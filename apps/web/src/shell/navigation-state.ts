/**
 * The shell's navigation state, kept in session storage and given back only when the page is
 * reloaded (spec doc 1: "saved in session storage and restored only on page reload"): the sidebar
 * tab, whether the Labels section is open, and the row the keyboard was on in the list shown. A
 * new tab starts fresh, and moving around inside the app never brings an old place back.
 */
export interface NavigationState {
  sidebarTab: 'inbox' | 'folders';
  labelsExpanded: boolean;
  /** The list on screen (its path and query) and the thread of the row the cursor was on. */
  list: { href: string; threadId: string } | null;
}

const KEY = 'switchboard.navigation';

const defaults: NavigationState = { sidebarTab: 'inbox', labelsExpanded: true, list: null };

export function readNavigationState(
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): NavigationState | null {
  try {
    const raw = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<NavigationState> | null;
    if (!raw || typeof raw !== 'object') return null;
    const list = raw.list;
    return {
      sidebarTab: raw.sidebarTab === 'folders' ? 'folders' : 'inbox',
      labelsExpanded: raw.labelsExpanded !== false,
      list:
        list && typeof list.href === 'string' && typeof list.threadId === 'string'
          ? { href: list.href, threadId: list.threadId }
          : null,
    };
  } catch {
    return null;
  }
}

/** Saves a part of the state (the rest stays as saved). */
export function writeNavigationState(
  patch: Partial<NavigationState>,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
) {
  try {
    const current = readNavigationState(storage) ?? defaults;
    storage.setItem(KEY, JSON.stringify({ ...current, ...patch }));
  } catch {
    // Storage refused: the state is only not restored on reload.
  }
}

/** Whether this page load is a reload of the tab (not a link, a typed address or a new tab). */
export function pageWasReloaded(perf: Pick<Performance, 'getEntriesByType'> = performance): boolean {
  const [entry] = perf.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

/**
 * What a reload gives back, read once when the app starts: the sidebar and Labels section at once,
 * the list's row only to the list the page reloaded on (`startHref`), the first time it shows.
 */
export function createNavigationRestore(saved: NavigationState | null, startHref: string) {
  let listTaken = false;
  return {
    sidebarTab: saved?.sidebarTab ?? null,
    labelsExpanded: saved?.labelsExpanded ?? null,
    /** The thread to put the cursor on, for the list at `href`: once per page load. */
    takeListCursor(href: string): string | null {
      if (listTaken) return null;
      listTaken = true;
      return href === startHref && saved?.list?.href === href ? saved.list.threadId : null;
    },
  };
}

let restore: ReturnType<typeof createNavigationRestore> | null = null;

/** This page load's restore (nothing unless it is a reload). */
export function navigationRestore(): ReturnType<typeof createNavigationRestore> {
  restore ??= createNavigationRestore(
    pageWasReloaded() ? readNavigationState() : null,
    `${window.location.pathname}${window.location.search}`,
  );
  return restore;
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
