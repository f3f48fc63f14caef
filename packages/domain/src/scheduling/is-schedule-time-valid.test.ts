import { describe, expect, it } from 'vitest';
import { isScheduleTimeValid } from './is-schedule-time-valid.js';

const now = new Date('2026-03-18T09:00:00Z');

describe('isScheduleTimeValid: "Chosen time must be at least 60 seconds from now"', () => {
  it('accepts 60 seconds ahead and later', () => {
    expect(isScheduleTimeValid(new Date('2026-03-18T09:01:00Z'), { now })).toBe(true);
    expect(isScheduleTimeValid(new Date('2026-03-19T09:00:00Z'), { now })).toBe(true);
  });

  it('refuses less than 60 seconds ahead, the past and invalid dates', () => {
    expect(isScheduleTimeValid(new Date('2026-03-18T09:00:59.999Z'), { now })).toBe(false);
    expect(isScheduleTimeValid(new Date('2026-03-18T08:00:00Z'), { now })).toBe(false);
    expect(isScheduleTimeValid(new Date(Number.NaN), { now })).toBe(false);
  });
});
