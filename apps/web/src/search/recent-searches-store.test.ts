import { describe, expect, it } from 'vitest';
import { readRecentSearches, recordRecentSearch } from './recent-searches-store';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('recent searches on this device', () => {
  it('keeps the 3 newest, without the ones shorter than 2 characters', () => {
    const storage = memory();
    for (const query of ['alpha', 'b', 'gamma', 'delta', ' epsilon ']) {
      recordRecentSearch(query, '2026-01-01T00:00:00.000Z', storage);
    }
    expect(readRecentSearches(storage).map((s) => s.query)).toEqual(['epsilon', 'delta', 'gamma']);
  });

  it('reads nothing from a broken entry', () => {
    const storage = memory();
    storage.setItem('switchboard.recentSearches', '{"query":1}');
    expect(readRecentSearches(storage)).toEqual([]);
  });
});
