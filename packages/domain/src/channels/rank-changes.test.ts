import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { rankChanges, sortByRank } from './rank.js';

const seed = [
  { id: 'general', rank: 'ma' },
  { id: 'sales', rank: 'mb' },
  { id: 'support', rank: 'mc' },
  { id: 'leadership', rank: 'md' },
];

/** The order after applying the writes. */
function orderAfter(
  items: readonly { id: string; rank: string }[],
  writes: readonly { id: string; rank: string }[],
) {
  const ranks = new Map(writes.map((write) => [write.id, write.rank]));
  return sortByRank(items.map((item) => ({ ...item, rank: ranks.get(item.id) ?? item.rank }))).map(
    (item) => item.id,
  );
}

describe('rankChanges (channel reorder writes)', () => {
  it('moving one channel up writes only its rank, between its new neighbours', () => {
    const writes = rankChanges(seed, ['general', 'support', 'sales', 'leadership']);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.id).toBe('support');
    const rank = writes[0]?.rank ?? '';
    expect(rank > 'ma' && rank < 'mb').toBe(true);
  });
  it('moving the first channel to the end ranks it after the last', () => {
    const writes = rankChanges(seed, ['sales', 'support', 'leadership', 'general']);
    expect(writes.map((write) => write.id)).toEqual(['general']);
    expect((writes[0]?.rank as string) > 'md').toBe(true);
  });
  it('writes nothing when the order is unchanged', () => {
    expect(
      rankChanges(
        seed,
        seed.map((item) => item.id),
      ),
    ).toEqual([]);
  });
  it('re-ranks everything when ranks leave no room (equal ranks)', () => {
    const tied = [
      { id: 'a', rank: 'm' },
      { id: 'b', rank: 'm' },
      { id: 'c', rank: 'm' },
    ];
    const writes = rankChanges(tied, ['c', 'a', 'b']);
    expect(orderAfter(tied, writes)).toEqual(['c', 'a', 'b']);
  });
  test.prop([
    fc.shuffledSubarray(
      seed.map((item) => item.id),
      { minLength: 4, maxLength: 4 },
    ),
  ])('any new order is what the ranks sort to after the writes', (order) => {
    expect(orderAfter(seed, rankChanges(seed, order))).toEqual(order);
  });
});
