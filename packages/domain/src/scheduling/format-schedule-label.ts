import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { scheduleTexts } from '../texts/schedule-texts.js';
import type { ScheduleContext } from './schedule-context.js';

/**
 * A suggested time as the date picker shows it, in the user's time zone: 'Tue, Jul 14, 8:00 AM', with the
 * year when it is not the current one ('Wed, Jul 14, 2027, 8:00 AM').
 */
export function formatScheduleLabel(date: Date, ctx: ScheduleContext): string {
  const local = new TZDate(date.getTime(), ctx.timeZone);
  const thisYear = new TZDate(ctx.now.getTime(), ctx.timeZone).getFullYear();
  const pattern =
    local.getFullYear() === thisYear
      ? scheduleTexts.scheduleDateFormat
      : scheduleTexts.scheduleDateFormatWithYear;
  return format(local, pattern);
}
