import { describe, expect, it } from 'vitest';
import { createDiscussionDrafts, DISCUSSION_DRAFTS_KEY } from './discussion-drafts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('discussion drafts', () => {
  it('keep each thread its own unsent text, and forget it once emptied (sent)', () => {
    const storage = memoryStorage();
    const drafts = createDiscussionDrafts(() => storage);
    drafts.set('t1', '<p>Half a thought</p>');
    drafts.set('t2', '<p>Other</p>');
    // Another instance (a reload) reads the same.
    const again = createDiscussionDrafts(() => storage);
    expect(again.get('t1')).toBe('<p>Half a thought</p>');
    expect(again.get('t2')).toBe('<p>Other</p>');
    again.set('t1', '');
    expect(drafts.get('t1')).toBe('');
    expect(JSON.parse(storage.items.get(DISCUSSION_DRAFTS_KEY) ?? '')).toEqual({ t2: '<p>Other</p>' });
  });

  it('read a broken or foreign stored value as no drafts, and a failing storage loses nothing else', () => {
    for (const stored of ['not json', '[1,2]', 'null', '{"t1": 5, "t2": "<p>ok</p>"}']) {
      const drafts = createDiscussionDrafts(() => memoryStorage({ [DISCUSSION_DRAFTS_KEY]: stored }));
      expect(drafts.get('t1')).toBe('');
    }
    expect(
      createDiscussionDrafts(() => memoryStorage({ [DISCUSSION_DRAFTS_KEY]: '{"t2":"<p>ok</p>"}' })).get(
        't2',
      ),
    ).toBe('<p>ok</p>');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      expect(() => createDiscussionDrafts(() => full).set('t1', '<p>x</p>')).not.toThrow();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(createDiscussionDrafts(() => null).get('t1')).toBe('');
  });
});
