import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { initialRanks, isValidRank, rankBetween, sortByRank } from './rank.js';

describe('channel rank (a lexicographic string placed between neighbours)', () => {
  it('places a rank between two neighbours', () => {
    const mid = rankBetween('a', 'c');
    expect(mid).toBe('b');
    expect(rankBetween('a', 'b')).toBe('ai');
    expect(rankBetween(null, 'b')).toBe('6');
    expect(rankBetween('z', null)).toBe('zi');
    expect(rankBetween(null, null)).toBe('i');
    expect(rankBetween('a1', 'a2')).toBe('a1i');
    expect(rankBetween('az', 'b')).toBe('azi');
  });
  it('refuses malformed or unordered bounds', () => {
    expect(rankBetween('b', 'a')).toBeNull();
    expect(rankBetween('a', 'a')).toBeNull();
    expect(rankBetween('A', null)).toBeNull();
    expect(rankBetween(null, 'a0')).toBeNull();
    expect(isValidRank('')).toBe(false);
  });
  it('gives increasing initial ranks and sorts by rank', () => {
    const ranks = initialRanks(5);
    expect([...ranks].sort()).toEqual(ranks);
    expect(new Set(ranks).size).toBe(5);
    expect(sortByRank([{ rank: 'b' }, { rank: 'a' }, { rank: 'b' }]).map((r) => r.rank)).toEqual([
      'a',
      'b',
      'b',
    ]);
  });

  const rank = fc.stringMatching(/^[0-9a-z]{0,6}[1-9a-z]$/);
  test.prop([rank, rank])('the rank between two ranks sorts strictly between them', (x, y) => {
    fc.pre(x !== y);
    const [lo, hi] = x < y ? [x, y] : [y, x];
    const mid = rankBetween(lo, hi);
    expect(mid).not.toBeNull();
    expect(lo < (mid as string) && (mid as string) < hi).toBe(true);
    expect(isValidRank(mid as string)).toBe(true);
  });
  test.prop([rank])('there is always room before and after', (x) => {
    expect((rankBetween(null, x) as string) < x).toBe(true);
    expect((rankBetween(x, null) as string) > x).toBe(true);
  });
});
