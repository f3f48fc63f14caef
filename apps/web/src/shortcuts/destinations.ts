import type { AnyRouter } from '@tanstack/react-router';
import { openSettingsOverlay } from '../settings/settings-location';

/**
 * Screens that other issues build (#12 the composer at /compose, #15 the settings at /settings). Their
 * keys (c, mod+comma) and menu entries open them once their route is in the route tree; until then
 * they do nothing and the key is left to the browser (returns false).
 */
function openIfRouted(router: AnyRouter, path: string, href = path): boolean {
  if (!(path in router.routesByPath)) return false;
  void router.navigate({ href });
  return true;
}

/** `c`: the composer (#12). */
export function openCompose(router: AnyRouter): boolean {
  // The route's path has its optional draft id; a new compose goes to `/compose` (a fresh draft).
  return openIfRouted(router, '/compose/{-$draftId}', '/compose');
}

/**
 * `mod+comma` and the menus' Settings: the settings overlay over the current screen (#15), on a section
 * when given; the address bar shows `/settings?section=...`.
 */
export function openSettings(router: AnyRouter, section?: string): boolean {
  if (!isRouted(router, '/settings')) return false;
  openSettingsOverlay(router, section);
  return true;
}

/** Whether a screen of another issue exists yet (to hide an entry rather than show a dead one). */
export function isRouted(router: AnyRouter, path: string): boolean {
  return path in router.routesByPath;
}
