/** The user's time zone (the browser's), for dates shown on rows and messages. */
export function currentTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
