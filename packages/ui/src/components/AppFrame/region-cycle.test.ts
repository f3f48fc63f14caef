import { describe, expect, it } from 'vitest';
import { nextRegionIndex } from './region-cycle';

describe('F6 region cycling', () => {
  it('goes forward to the next region and wraps from the last to the first', () => {
    expect(nextRegionIndex(3, 0, 1)).toBe(1);
    expect(nextRegionIndex(3, 2, 1)).toBe(0);
  });
  it('goes backward with shift+F6 and wraps from the first to the last', () => {
    expect(nextRegionIndex(3, 1, -1)).toBe(0);
    expect(nextRegionIndex(3, 0, -1)).toBe(2);
  });
  it('starts at the first region (or the last, backward) when the focus is in none', () => {
    expect(nextRegionIndex(4, -1, 1)).toBe(0);
    expect(nextRegionIndex(4, -1, -1)).toBe(3);
    expect(nextRegionIndex(0, -1, 1)).toBe(-1);
  });
});
