import { describe, expect, it } from 'vitest';
import { mapWithCache } from './cached-rows';

describe('mapWithCache', () => {
  it('gives back the same result for the same item object and makes one for a new object', () => {
    const results = new WeakMap<{ id: string }, { label: string }>();
    const made: string[] = [];
    const make = (item: { id: string }) => {
      made.push(item.id);
      return { label: item.id.toUpperCase() };
    };
    const a = { id: 'a' };
    const b = { id: 'b' };
    const first = mapWithCache([a, b], results, make);
    // An optimistic change: a is kept, b is replaced by a changed copy, c is new.
    const bChanged = { id: 'b' };
    const c = { id: 'c' };
    const second = mapWithCache([a, bChanged, c], results, make);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second.map((row) => row.label)).toEqual(['A', 'B', 'C']);
    expect(made).toEqual(['a', 'b', 'b', 'c']);
  });
});
