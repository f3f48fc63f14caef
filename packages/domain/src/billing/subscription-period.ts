/**
 * A subscription's current period: it started at `startedAt` and renews every `periodMonths` months. The
 * period end is the first renewal after `now` (month arithmetic in UTC: Jan 31 + 1 month is Mar 3, as
 * `Date.setUTCMonth` counts). A period that has not started yet ends one period after its start.
 */
export function subscriptionPeriodEnd(startedAt: Date, periodMonths: number, now: Date): Date {
  if (!Number.isInteger(periodMonths) || periodMonths < 1)
    throw new RangeError(`periodMonths must be a whole number of months, got ${periodMonths}`);
  let count = 1;
  let end = addMonths(startedAt, periodMonths);
  while (end.getTime() <= now.getTime()) {
    count += 1;
    end = addMonths(startedAt, periodMonths * count);
  }
  return end;
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** What a period costs for `seats` members at `perMonthCents` each: months x seats x price. */
export function periodAmountCents(seats: number, perMonthCents: number, periodMonths: number): number {
  return Math.max(0, seats) * perMonthCents * periodMonths;
}
