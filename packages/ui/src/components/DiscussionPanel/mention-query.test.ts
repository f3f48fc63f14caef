import { describe, expect, it } from 'vitest';
import { mentionQuery } from './mention-query';

describe('mentionQuery', () => {
  it('finds the mention typed before the caret', () => {
    expect(mentionQuery('Ping @bo', 8)).toEqual({ start: 5, query: 'bo' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('ignores an @ inside a word (an address) and one beyond 26 characters', () => {
    expect(mentionQuery('mail bob@acme', 13)).toBeNull();
    expect(mentionQuery(`@${'a'.repeat(30)}`, 31)).toBeNull();
  });

  it('stops at a line break', () => {
    expect(mentionQuery('@bob\nhi', 7)).toBeNull();
  });
});
