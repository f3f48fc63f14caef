import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { periodAmountCents, subscriptionPeriodEnd } from './subscription-period.js';

describe('subscription period', () => {
  it('a yearly plan started on 2026-01-10 renews on 2027-01-10 while in its first year', () => {
    const end = subscriptionPeriodEnd(new Date('2026-01-10T09:00:00Z'), 12, new Date('2026-06-15T12:00:00Z'));
    expect(end.toISOString()).toBe('2027-01-10T09:00:00.000Z');
  });
  it('a monthly plan past several renewals ends at the next one after now', () => {
    const end = subscriptionPeriodEnd(new Date('2026-01-10T00:00:00Z'), 1, new Date('2026-03-10T00:00:00Z'));
    expect(end.toISOString()).toBe('2026-04-10T00:00:00.000Z');
  });
  it('refuses a period that is not a whole number of months', () => {
    expect(() => subscriptionPeriodEnd(new Date(), 0, new Date())).toThrow(RangeError);
  });
  it('a yearly Premium period for 3 members at $16 a month costs $576', () => {
    expect(periodAmountCents(3, 1_600, 12)).toBe(57_600);
  });
  test.prop([
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    fc.constantFrom(1, 3, 12, 24, 36),
    fc.integer({ min: 0, max: 3_000 * 86_400_000 }),
  ])('the period end always lies after now and at most one period later', (start, months, offset) => {
    const now = new Date(start.getTime() + offset);
    const end = subscriptionPeriodEnd(start, months, now);
    expect(end.getTime()).toBeGreaterThan(now.getTime());
    const previous = new Date(end.getTime());
    previous.setUTCMonth(previous.getUTCMonth() - months);
    expect(previous.getTime()).toBeLessThanOrEqual(now.getTime() + 3 * 86_400_000);
  });
});
