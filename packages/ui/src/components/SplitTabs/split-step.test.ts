import { describe, expect, it } from 'vitest';
import { stepSplit } from './split-step';

describe('stepSplit', () => {
  const ids = ['primary', 'promotions', 'custom-1'];

  it('moves to the next split with Tab and the previous one with shift+Tab', () => {
    expect(stepSplit(ids, 'primary', 1)).toBe('promotions');
    expect(stepSplit(ids, 'custom-1', -1)).toBe('promotions');
  });

  it('wraps around at both ends', () => {
    expect(stepSplit(ids, 'custom-1', 1)).toBe('primary');
    expect(stepSplit(ids, 'primary', -1)).toBe('custom-1');
  });

  it('falls back to the first split when the current one is gone, and to null without splits', () => {
    expect(stepSplit(ids, 'deleted', 1)).toBe('primary');
    expect(stepSplit([], 'primary', 1)).toBeNull();
  });
});
