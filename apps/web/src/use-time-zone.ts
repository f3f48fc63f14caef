/** How long the time zone read is used again: it changes only when the device's setting does. */
const TIME_ZONE_REREAD_MS = 60_000;

let known: { timeZone: string; readAt: number } | null = null;

/**
 * The user's time zone (the browser's), for dates shown on rows and messages. Reading it builds an
 * `Intl.DateTimeFormat` (a fraction of a millisecond, a few per list render: about 2 % of an archive's
 * frame in the app bench), so it is read again at most once a minute.
 */
export function currentTimeZone(now: number = Date.now()): string {
  if (known === null || now - known.readAt >= TIME_ZONE_REREAD_MS || now < known.readAt) {
    known = { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  }
  return known.timeZone;
}
