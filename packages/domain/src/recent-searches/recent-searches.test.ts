import { describe, expect, it } from 'vitest';
import { addRecentSearch } from './recent-searches.js';

describe('recent searches', () => {
  it('saved only if trimmed query has at least 2 characters', () => {
    expect(addRecentSearch([], ' a ', '2024-05-01T10:00:00Z')).toEqual([]);
    expect(addRecentSearch([], ' ab ', '2024-05-01T10:00:00Z')).toEqual([
      { query: 'ab', timestamp: '2024-05-01T10:00:00Z' },
    ]);
    // One emoji is one character, though two UTF-16 units.
    expect(addRecentSearch([], '😀', '2024-05-01T10:00:00Z')).toEqual([]);
  });
  it('recent searches keep 3, newest first, without duplicates', () => {
    let recent = addRecentSearch([], 'one', 't1');
    recent = addRecentSearch(recent, 'two', 't2');
    recent = addRecentSearch(recent, 'three', 't3');
    recent = addRecentSearch(recent, 'one', 't4');
    expect(recent.map((s) => s.query)).toEqual(['one', 'three', 'two']);
    recent = addRecentSearch(recent, 'four', 't5');
    expect(recent.map((s) => s.query)).toEqual(['four', 'one', 'three']);
  });
});
