// Apart from snooze.ts, whose parsing pulls in chrono-node: the list's snooze action needs only these, and a
// bundler keeps a module's imports together, so sharing a file would put the date parser on /inbox's startup
// path (issue 17).

/** The snooze end as sent to the server: epoch seconds (spec doc 2 section 5), rounded down. */
export function snoozeEndSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The snooze end the server sent back (epoch seconds) as a date. */
export function snoozeEndFromSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
