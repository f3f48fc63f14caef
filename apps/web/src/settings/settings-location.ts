import { DEFAULT_SETTINGS_SECTION } from '@switchboard/domain';
import type { AnyRouter } from '@tanstack/react-router';

/** The history state that shows the settings overlay over the screen below it. */
export interface SettingsHistoryState {
  settings?: string;
}

/** The section the overlay over the current screen shows, or null when it is closed. */
export function settingsOverlaySection(state: unknown): string | null {
  const value = (state as SettingsHistoryState | null | undefined)?.settings;
  return typeof value === 'string' ? value : null;
}

/**
 * Opens the settings over the current screen: the screen stays below (its location with the section in
 * its history state) while the address bar shows `/settings?section=...` (a route mask). Opening the
 * address directly, or reloading in another tab, shows the `/settings` route itself. Already open, it
 * moves to the section asked for.
 */
export function openSettingsOverlay(router: AnyRouter, section?: string) {
  const location = router.state.location;
  if (location.pathname === '/settings') {
    void router.navigate({ to: '/settings', search: section ? { section } : {}, replace: true } as never);
    return;
  }
  const open = settingsOverlaySection(location.state) !== null;
  void router.navigate({
    to: location.pathname,
    search: location.search,
    hash: location.hash,
    state: { ...(location.state as object), settings: section ?? DEFAULT_SETTINGS_SECTION },
    mask: { to: '/settings', search: section ? { section } : {} },
    replace: open,
  } as never);
}

/** Closes the overlay: back to the screen below (the entry the overlay pushed is left). */
export function closeSettingsOverlay(router: AnyRouter) {
  const location = router.state.location;
  if (router.history.canGoBack()) {
    router.history.back();
    return;
  }
  const { settings: _settings, ...state } = location.state as unknown as SettingsHistoryState &
    Record<string, unknown>;
  void router.navigate({ to: location.pathname, search: location.search, state, replace: true } as never);
}
