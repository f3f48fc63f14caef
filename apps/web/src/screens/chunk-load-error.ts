import { messages } from '@switchboard/domain';

const SCRIPT_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
];
const CSS_FAILURES = [/Unable to preload CSS/i, /Loading CSS chunk [\w-]+ failed/i];

/**
 * The spec's text for a part of the app that failed to download (doc 2 section 8: 'Loading chunk failed',
 * 'Loading CSS chunk failed'), usually after a new version was deployed; null for any other error.
 */
export function chunkLoadErrorText(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const text = `${error.name}: ${error.message}`;
  if (error.name === 'CSS_CHUNK_LOAD_FAILED' || CSS_FAILURES.some((p) => p.test(text)))
    return messages.errors.cssChunkLoad;
  if (error.name === 'ChunkLoadError' || SCRIPT_FAILURES.some((p) => p.test(text)))
    return messages.errors.chunkLoad;
  return null;
}

const RELOADED_AT = 'switchboard.chunkReloadAt';
/** One automatic reload per this long: a reload that fails again shows the error and its button instead. */
const RELOAD_GUARD_MS = 60_000;

/**
 * Vite's `vite:preloadError` (a code-split part of the app is gone after a deploy): reload once to fetch
 * the new version. Answers whether it reloads; when it just did, the route's error screen offers 'Reload'.
 */
export function reloadAfterChunkError(now: number, storage: Storage, reload: () => void): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
