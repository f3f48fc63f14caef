import { describe, expect, it } from 'vitest';
import { parseScheduleText } from './parse-schedule-text.js';
import { quickScheduleOptions } from './quick-schedule-options.js';
import { parseSnoozeText, quickSnoozeOptions } from './snooze.js';
import { snoozeEndFromSeconds, snoozeEndSeconds } from './snooze-end.js';

const ctx = { now: new Date('2026-03-18T09:30:00Z'), timeZone: 'Europe/Paris' };

describe('snooze: "Snooze uses the same parsing"', () => {
  it('parses like scheduled send', () => {
    expect(parseSnoozeText('jul 14', ctx)).toEqual(parseScheduleText('jul 14', ctx));
    expect(quickSnoozeOptions(ctx)).toEqual(quickScheduleOptions(ctx));
  });

  it('"Snooze end is sent in epoch seconds"', () => {
    expect(snoozeEndSeconds(new Date('2026-03-19T07:00:00.999Z'))).toBe(1773903600);
    expect(snoozeEndFromSeconds(1773903600).toISOString()).toBe('2026-03-19T07:00:00.000Z');
  });
});
