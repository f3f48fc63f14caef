import { describe, expect, it } from 'vitest';
import { quickScheduleOptions } from './quick-schedule-options.js';

const at = (iso: string, timeZone = 'UTC') => quickScheduleOptions({ now: new Date(iso), timeZone });
const asText = (options: ReturnType<typeof quickScheduleOptions>) =>
  options.map((o) => [o.id, o.date.toISOString()]);

describe('quickScheduleOptions: "Quick send times"', () => {
  it('on a Wednesday morning offers all five, in order', () => {
    expect(asText(at('2026-03-18T09:30:00Z'))).toEqual([
      ['later_today', '2026-03-18T18:00:00.000Z'],
      ['tomorrow_morning', '2026-03-19T08:00:00.000Z'],
      ['next_week', '2026-03-23T08:00:00.000Z'],
      ['weekend', '2026-03-21T08:00:00.000Z'],
      ['later_this_week', '2026-03-20T13:00:00.000Z'],
    ]);
  });

  it('"later today 18:00 (only before 18:00)"', () => {
    expect(at('2026-03-18T17:59:59Z')[0]!.id).toBe('later_today');
    expect(at('2026-03-18T18:00:00Z').map((o) => o.id)).not.toContain('later_today');
  });

  it('"next week Monday 8:00": on a Monday, the Monday after; on a Sunday, tomorrow', () => {
    expect(
      at('2026-03-23T07:00:00Z')
        .find((o) => o.id === 'next_week')!
        .date.toISOString(),
    ).toBe('2026-03-30T08:00:00.000Z');
    expect(
      at('2026-03-22T07:00:00Z')
        .find((o) => o.id === 'next_week')!
        .date.toISOString(),
    ).toBe('2026-03-23T08:00:00.000Z');
  });

  it('"weekend Saturday 8:00": the first one still ahead', () => {
    const weekend = (iso: string) =>
      at(iso)
        .find((o) => o.id === 'weekend')!
        .date.toISOString();
    expect(weekend('2026-03-21T07:59:00Z')).toBe('2026-03-21T08:00:00.000Z');
    expect(weekend('2026-03-21T08:00:00Z')).toBe('2026-03-28T08:00:00.000Z');
    expect(weekend('2026-03-22T10:00:00Z')).toBe('2026-03-28T08:00:00.000Z');
  });

  it('"later this week in 2 days at 13:00"', () => {
    expect(
      at('2026-03-18T20:00:00Z')
        .find((o) => o.id === 'later_this_week')!
        .date.toISOString(),
    ).toBe('2026-03-20T13:00:00.000Z');
  });

  it("works in the user's time zone", () => {
    // 23:30 UTC on Wednesday is already Thursday 08:30 in Tokyo.
    expect(asText(at('2026-03-18T23:30:00Z', 'Asia/Tokyo'))).toEqual([
      ['later_today', '2026-03-19T09:00:00.000Z'],
      ['tomorrow_morning', '2026-03-19T23:00:00.000Z'],
      ['next_week', '2026-03-22T23:00:00.000Z'],
      ['weekend', '2026-03-20T23:00:00.000Z'],
      ['later_this_week', '2026-03-21T04:00:00.000Z'],
    ]);
  });
});
