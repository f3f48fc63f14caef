import { describe, expect, it } from 'vitest';
import { remainingVisibleMs } from './minimum-duration';

describe('remainingVisibleMs', () => {
  it('keeps the loading screen up for the rest of the minimum', () => {
    expect(remainingVisibleMs(1_000, 1_500, 1_300)).toBe(800);
  });

  it('lets it go at once when the minimum has passed', () => {
    expect(remainingVisibleMs(1_000, 2_300, 1_300)).toBe(0);
    expect(remainingVisibleMs(1_000, 9_000, 1_300)).toBe(0);
  });
});
