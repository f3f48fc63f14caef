import { TZDate } from '@date-fns/tz';
import type { ScheduleContext } from './schedule-context.js';

export type QuickScheduleOptionId =
  | 'later_today'
  | 'tomorrow_morning'
  | 'next_week'
  | 'weekend'
  | 'later_this_week';
export type QuickScheduleOption = { id: QuickScheduleOptionId; date: Date };

/** The wall-clock time `hour`:00 on the day `dayOffset` days after today, in the context's time zone. */
export function atLocalTime(ctx: ScheduleContext, dayOffset: number, hour: number, minute = 0): Date {
  const today = new TZDate(ctx.now.getTime(), ctx.timeZone);
  const local = new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + dayOffset,
    hour,
    minute,
    0,
    ctx.timeZone,
  );
  return new Date(local.getTime());
}

/** Days from today to the next Monday (1 to 7: on a Monday, the Monday after). Weeks start on Monday. */
export function daysToNextMonday(ctx: ScheduleContext): number {
  const weekday = new TZDate(ctx.now.getTime(), ctx.timeZone).getDay();
  return (8 - weekday) % 7 || 7;
}

/**
 * The quick send (and snooze) times of spec doc 2 section 5, in the user's time zone, in this order:
 * `later_today` 18:00 (only before 18:00), `tomorrow_morning` 8:00, `next_week` Monday of next week 8:00
 * (weeks start on Monday), `weekend` the first Saturday 8:00 still ahead, `later_this_week` in 2 days at
 * 13:00. Labels: `messages.scheduleQuickOptionLabels[id]`.
 */
export function quickScheduleOptions(ctx: ScheduleContext): QuickScheduleOption[] {
  const options: QuickScheduleOption[] = [];
  const laterToday = atLocalTime(ctx, 0, 18);
  if (ctx.now.getTime() < laterToday.getTime()) options.push({ id: 'later_today', date: laterToday });
  options.push({ id: 'tomorrow_morning', date: atLocalTime(ctx, 1, 8) });
  options.push({ id: 'next_week', date: atLocalTime(ctx, daysToNextMonday(ctx), 8) });
  const weekday = new TZDate(ctx.now.getTime(), ctx.timeZone).getDay();
  let toSaturday = (6 - weekday + 7) % 7;
  if (toSaturday === 0 && ctx.now.getTime() >= atLocalTime(ctx, 0, 8).getTime()) toSaturday = 7;
  options.push({ id: 'weekend', date: atLocalTime(ctx, toSaturday, 8) });
  options.push({ id: 'later_this_week', date: atLocalTime(ctx, 2, 13) });
  return options;
}
