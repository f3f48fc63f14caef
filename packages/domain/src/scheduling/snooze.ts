import { parseScheduleText, type ScheduleSuggestion } from './parse-schedule-text.js';
import { type QuickScheduleOption, quickScheduleOptions } from './quick-schedule-options.js';
import type { ScheduleContext } from './schedule-context.js';

/** Snooze uses the same parsing as scheduled send (spec doc 2 section 5): see `parseScheduleText`. */
export function parseSnoozeText(text: string, ctx: ScheduleContext): ScheduleSuggestion[] {
  return parseScheduleText(text, ctx);
}

/** Snooze offers the same quick times as scheduled send: see `quickScheduleOptions`. */
export function quickSnoozeOptions(ctx: ScheduleContext): QuickScheduleOption[] {
  return quickScheduleOptions(ctx);
}

/** The snooze end as sent to the server: epoch seconds (spec doc 2 section 5), rounded down. */
export function snoozeEndSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The snooze end the server sent back (epoch seconds) as a date. */
export function snoozeEndFromSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}
