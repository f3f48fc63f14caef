import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { applyUnreadDelta, decrementUnread } from './unread.js';

describe('unread counts', () => {
  it('never go below zero', () => {
    expect(decrementUnread(0)).toBe(0);
    expect(decrementUnread(3, 5)).toBe(0);
    expect(decrementUnread(3)).toBe(2);
    expect(applyUnreadDelta(Number.NaN, 2)).toBe(2);
    expect(applyUnreadDelta(2, Number.POSITIVE_INFINITY)).toBe(2);
  });

  test.prop([fc.nat(), fc.array(fc.integer({ min: -1000, max: 1000 }))])(
    'unread counts never go below zero over any sequence of changes',
    (start, deltas) => {
      let count = start;
      for (const delta of deltas) {
        count = applyUnreadDelta(count, delta);
        expect(count).toBeGreaterThanOrEqual(0);
      }
    },
  );

  test.prop([fc.double(), fc.double()])('never negative, never NaN, for any numbers', (count, by) => {
    const next = decrementUnread(count, by);
    expect(next >= 0).toBe(true);
  });
});
