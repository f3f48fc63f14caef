import { describe, expect, it } from 'vitest';
import { inboxSplitNotifies, threadSplitKeys, toggleNotifiedSplit } from './notified-splits.js';

describe('threadSplitKeys', () => {
  it('names the category split when enabled, Primary otherwise, and the matching custom splits', () => {
    expect(
      threadSplitKeys({
        category: 'promotions',
        enabledCategories: ['promotions'],
        matchingCustomSplitIds: ['spl_1'],
      }),
    ).toEqual(['promotions', 'spl_1']);
    expect(
      threadSplitKeys({ category: 'promotions', enabledCategories: [], matchingCustomSplitIds: [] }),
    ).toEqual(['primary']);
    expect(
      threadSplitKeys({ category: null, enabledCategories: ['social'], matchingCustomSplitIds: [] }),
    ).toEqual(['primary']);
  });
});

describe('inboxSplitNotifies', () => {
  it('notifies of every split while nothing was chosen', () => {
    expect(inboxSplitNotifies([], ['promotions'])).toBe(true);
  });
  it('notifies only of the chosen splits', () => {
    expect(inboxSplitNotifies(['primary', 'spl_1'], ['promotions'])).toBe(false);
    expect(inboxSplitNotifies(['primary', 'spl_1'], ['promotions', 'spl_1'])).toBe(true);
    expect(inboxSplitNotifies(['primary'], ['primary'])).toBe(true);
  });
});

describe('toggleNotifiedSplit', () => {
  const all = ['primary', 'promotions', 'spl_1'];
  it('stores the full choice from the default (every split) when one is unticked', () => {
    expect(toggleNotifiedSplit([], all, 'promotions', false)).toEqual(['primary', 'spl_1']);
  });
  it('adds a split back in the list order', () => {
    expect(toggleNotifiedSplit(['spl_1'], all, 'primary', true)).toEqual(['primary', 'spl_1']);
  });
  it('keeps the last chosen split', () => {
    expect(toggleNotifiedSplit(['primary'], all, 'primary', false)).toEqual(['primary']);
  });
  it('forgets splits that no longer exist', () => {
    expect(toggleNotifiedSplit(['primary', 'spl_gone'], all, 'promotions', true)).toEqual([
      'primary',
      'promotions',
    ]);
  });
});
