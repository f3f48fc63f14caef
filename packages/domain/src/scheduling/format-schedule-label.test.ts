import { describe, expect, it } from 'vitest';
import { formatScheduleLabel } from './format-schedule-label.js';

describe('formatScheduleLabel', () => {
  const ctx = { now: new Date('2026-12-31T12:00:00Z'), timeZone: 'America/New_York' };

  it("shows the time in the user's time zone, without the year when it is this year", () => {
    expect(formatScheduleLabel(new Date('2026-12-31T23:00:00Z'), ctx)).toBe('Thu, Dec 31, 6:00 PM');
  });

  it('adds the year otherwise', () => {
    expect(formatScheduleLabel(new Date('2027-01-01T13:00:00Z'), ctx)).toBe('Fri, Jan 1, 2027, 8:00 AM');
  });
});
