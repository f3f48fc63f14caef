import { describe, expect, it } from 'vitest';
import { sameItemsOr } from './same-items';

describe('sameItemsOr', () => {
  it('keeps the array it had while the same objects come in the same order, and takes any other', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const shown = [a, b];
    // The cache's list after the row hidden in the key's frame left it: a new array of the same rows.
    expect(sameItemsOr(shown, [a, b])).toBe(shown);
    const reordered = [b, a];
    expect(sameItemsOr(shown, reordered)).toBe(reordered);
    const changed = [a, { id: 'b' }];
    expect(sameItemsOr(shown, changed)).toBe(changed);
    const shorter = [a];
    expect(sameItemsOr(shown, shorter)).toBe(shorter);
    const first = [a];
    expect(sameItemsOr(null, first)).toBe(first);
  });
});
