import { TZDate, tzOffset } from '@date-fns/tz';
import * as chrono from 'chrono-node';
import { SCHEDULE_SUGGESTIONS_MAX } from '../constants/constants.js';
import { formatScheduleLabel } from './format-schedule-label.js';
import { atLocalTime, daysToNextMonday } from './quick-schedule-options.js';
import type { ScheduleContext } from './schedule-context.js';

export type ScheduleSuggestion = { date: Date; label: string };

/** Hour a parsed day gets when no time was given ("midnight defaults to 8:00"). */
export const SCHEDULE_DEFAULT_HOUR = 8;

/** Casual times of day whose hour chrono picks and we keep ('this evening', 'tonight', 'tomorrow afternoon'). */
const KEPT_CASUAL_TIMES = ['casualReference/afternoon', 'casualReference/evening', 'casualReference/tonight'];

type Step = { days: number } | { years: number } | null;

type Components = { y: number; m: number; d: number; h: number; min: number };

function local(c: Components, ctx: ScheduleContext, step: Step, k: number): Date {
  const days = step && 'days' in step ? step.days * k : 0;
  const years = step && 'years' in step ? step.years * k : 0;
  return new Date(new TZDate(c.y + years, c.m - 1, c.d + days, c.h, c.min, 0, ctx.timeZone).getTime());
}

/** The candidate dates of one chrono result: its own date, then the same pattern repeated forward. */
function candidates(result: chrono.ParsedResult, ctx: ScheduleContext): Date[] {
  const start = result.start;
  const tags = start.tags();
  // "in 2 hours", "30 minutes": an exact instant, not a wall-clock time.
  if (tags.has('result/relativeDateAndTime')) return [start.date()];
  // "next week": Monday of next week at 8:00 (weeks start on Monday), not "in 7 days".
  if (/^next\s+week$/i.test(result.text.trim()) && !start.isCertain('hour')) {
    return [atLocalTime(ctx, daysToNextMonday(ctx), SCHEDULE_DEFAULT_HOUR)];
  }
  const keepHour = start.isCertain('hour') || KEPT_CASUAL_TIMES.some((tag) => tags.has(tag));
  const components: Components = {
    y: start.get('year')!,
    m: start.get('month')!,
    d: start.get('day')!,
    h: keepHour ? start.get('hour')! : SCHEDULE_DEFAULT_HOUR,
    min: keepHour ? start.get('minute')! : 0,
  };
  let step: Step = null;
  if (!tags.has('result/relativeDate')) {
    if (!start.isCertain('day') && !start.isCertain('weekday') && !start.isCertain('month'))
      step = { days: 1 };
    else if (start.isCertain('weekday') && !start.isCertain('day')) step = { days: 7 };
    else if (start.isCertain('day') && start.isCertain('month') && !start.isCertain('year'))
      step = { years: 1 };
  }
  const count = step ? SCHEDULE_SUGGESTIONS_MAX + 1 : 1;
  return Array.from({ length: count }, (_, k) => local(components, ctx, step, k));
}

/** A bare amount like "2d", "3h", "30m" or "1w", which chrono reads only with its unit spelled out. */
function expandShorthand(text: string): string {
  const match = /^(\d{1,4})\s*([mhdw])$/i.exec(text);
  if (!match) return text;
  const units: Record<string, string> = { m: 'minutes', h: 'hours', d: 'days', w: 'weeks' };
  return `in ${match[1]} ${units[match[2]!.toLowerCase()]}`;
}

/**
 * Suggested send (or snooze) times for what the user typed (spec doc 2 section 5), using chrono-node in
 * the user's time zone: at most 5, all after `now`, earliest first.
 *
 * - A day without a time gets 8:00 ('jul 14', 'tomorrow', '2 days', 'monday'); 'tomorrow morning' too.
 * - '10 am' (a time alone) suggests the next 5 days at that time; 'friday' the next 5 Fridays;
 *   'jul 14' (no year) the next Jul 14s. Relative amounts ('2 days', 'in 3 hours', '2d') give one time.
 * - 'next week' is Monday of next week at 8:00 (weeks start on Monday).
 * - Text chrono does not understand gives no suggestions: `[]`.
 */
export function parseScheduleText(text: string, ctx: ScheduleContext): ScheduleSuggestion[] {
  const input = expandShorthand(text.trim());
  if (input === '' || Number.isNaN(ctx.now.getTime())) return [];
  const results = chrono.parse(
    input,
    { instant: ctx.now, timezone: tzOffset(ctx.timeZone, ctx.now) },
    { forwardDate: true },
  );
  const seen = new Set<number>();
  const dates: Date[] = [];
  for (const result of results) {
    for (const date of candidates(result, ctx)) {
      const time = date.getTime();
      if (time > ctx.now.getTime() && !seen.has(time)) {
        seen.add(time);
        dates.push(date);
      }
    }
  }
  return dates
    .sort((a, b) => a.getTime() - b.getTime())
    .slice(0, SCHEDULE_SUGGESTIONS_MAX)
    .map((date) => ({ date, label: formatScheduleLabel(date, ctx) }));
}
