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
