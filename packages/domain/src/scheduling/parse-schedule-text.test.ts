import { describe, expect, it } from 'vitest';
import { parseScheduleText } from './parse-schedule-text.js';

// Friday 20 March 2026, 11:00 in Paris (UTC+1; summer time starts on Sunday 29 March).
const ctx = { now: new Date('2026-03-20T10:00:00Z'), timeZone: 'Europe/Paris' };
const parse = (text: string, context = ctx) =>
  parseScheduleText(text, context).map((s) => [s.date.toISOString(), s.label]);

describe("parseScheduleText: \"Phrases like '10 am', '2 days', 'jul 14' are accepted\"", () => {
  it("reads '10 am' as the next 10:00 still ahead, then the following days", () => {
    expect(parse('10 am')).toEqual([
      ['2026-03-21T09:00:00.000Z', 'Sat, Mar 21, 10:00 AM'],
      ['2026-03-22T09:00:00.000Z', 'Sun, Mar 22, 10:00 AM'],
      ['2026-03-23T09:00:00.000Z', 'Mon, Mar 23, 10:00 AM'],
      ['2026-03-24T09:00:00.000Z', 'Tue, Mar 24, 10:00 AM'],
      ['2026-03-25T09:00:00.000Z', 'Wed, Mar 25, 10:00 AM'],
    ]);
    expect(parse('2 pm')[0]).toEqual(['2026-03-20T13:00:00.000Z', 'Fri, Mar 20, 2:00 PM']);
  });

  it("reads '2 days' as in two days, and the short '2d' the same way", () => {
    expect(parse('2 days')).toEqual([['2026-03-22T07:00:00.000Z', 'Sun, Mar 22, 8:00 AM']]);
    expect(parse('2d')).toEqual(parse('2 days'));
  });

  it("reads 'jul 14' as the next Jul 14 at 8:00, then the following years", () => {
    const suggestions = parse('jul 14');
    expect(suggestions[0]).toEqual(['2026-07-14T06:00:00.000Z', 'Tue, Jul 14, 8:00 AM']);
    expect(suggestions[1]).toEqual(['2027-07-14T06:00:00.000Z', 'Wed, Jul 14, 2027, 8:00 AM']);
  });

  it('reads relative times as exact instants', () => {
    expect(parse('in 2 hours')).toEqual([['2026-03-20T12:00:00.000Z', 'Fri, Mar 20, 1:00 PM']]);
    expect(parse('3h')).toEqual([['2026-03-20T13:00:00.000Z', 'Fri, Mar 20, 2:00 PM']]);
  });
});

describe('parseScheduleText: "Parsed times with midnight default to 8:00"', () => {
  it('puts a day without a time at 8:00', () => {
    expect(parse('tomorrow')).toEqual([['2026-03-21T07:00:00.000Z', 'Sat, Mar 21, 8:00 AM']]);
    expect(parse('tomorrow morning')).toEqual([['2026-03-21T07:00:00.000Z', 'Sat, Mar 21, 8:00 AM']]);
  });

  it('keeps an explicit time, an explicit midnight and casual evening times', () => {
    expect(parse('tomorrow 3pm')).toEqual([['2026-03-21T14:00:00.000Z', 'Sat, Mar 21, 3:00 PM']]);
    expect(parse('tomorrow at midnight')).toEqual([['2026-03-20T23:00:00.000Z', 'Sat, Mar 21, 12:00 AM']]);
    expect(parse('this evening')[0]).toEqual(['2026-03-20T19:00:00.000Z', 'Fri, Mar 20, 8:00 PM']);
  });
});

describe('parseScheduleText: "Week starts on Monday"', () => {
  it("reads 'next week' as Monday of next week at 8:00", () => {
    expect(parse('next week')).toEqual([['2026-03-23T07:00:00.000Z', 'Mon, Mar 23, 8:00 AM']]);
    const monday = { ...ctx, now: new Date('2026-03-23T10:00:00Z') };
    expect(parse('next week', monday)).toEqual([['2026-03-30T06:00:00.000Z', 'Mon, Mar 30, 8:00 AM']]);
  });

  it('suggests the next five of a weekday', () => {
    expect(parse('monday').map(([, label]) => label)).toEqual([
      'Mon, Mar 23, 8:00 AM',
      'Mon, Mar 30, 8:00 AM',
      'Mon, Apr 6, 8:00 AM',
      'Mon, Apr 13, 8:00 AM',
      'Mon, Apr 20, 8:00 AM',
    ]);
  });
});

describe('parseScheduleText: "Up to 5 suggestions", future dates only, in the time zone', () => {
  it('never gives more than 5 suggestions, all after now, earliest first', () => {
    const suggestions = parseScheduleText('monday or friday 9am', ctx);
    expect(suggestions).toHaveLength(5);
    const times = suggestions.map((s) => s.date.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every((t) => t > ctx.now.getTime())).toBe(true);
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Summer time starts on 29 March: 9:00 is 08:00Z before and 07:00Z after.
    expect(parse('friday 9am').slice(0, 2)).toEqual([
      ['2026-03-27T08:00:00.000Z', 'Fri, Mar 27, 9:00 AM'],
      ['2026-04-03T07:00:00.000Z', 'Fri, Apr 3, 9:00 AM'],
    ]);
  });

  it('answers in the given time zone', () => {
    const tokyo = { now: new Date('2026-03-20T10:00:00Z'), timeZone: 'Asia/Tokyo' }; // 19:00 in Tokyo
    expect(parse('tomorrow', tokyo)).toEqual([['2026-03-20T23:00:00.000Z', 'Sat, Mar 21, 8:00 AM']]);
  });

  it('gives nothing for empty or unknown text, or an invalid now', () => {
    expect(parseScheduleText('', ctx)).toEqual([]);
    expect(parseScheduleText('   ', ctx)).toEqual([]);
    expect(parseScheduleText('banana', ctx)).toEqual([]);
    expect(parseScheduleText('tomorrow', { ...ctx, now: new Date(Number.NaN) })).toEqual([]);
  });

  it('gives nothing for a past date with a year', () => {
    expect(parseScheduleText('jan 5 2020', ctx)).toEqual([]);
  });
});
