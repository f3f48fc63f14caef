import { SCHEDULE_MIN_LEAD_MS } from '../constants/constants.js';

/**
 * Whether a chosen send (or snooze) time may be used (spec doc 2 section 5): at least 60 seconds after
 * `now`. An invalid date is never valid. Done is disabled otherwise (`messages.scheduleTimeTooSoon`).
 */
export function isScheduleTimeValid(date: Date, ctx: { now: Date }): boolean {
  return date.getTime() - ctx.now.getTime() >= SCHEDULE_MIN_LEAD_MS;
}
