import { describe, expect, it } from 'vitest';
import {
  isNoReplyAddress,
  rankSuggestions,
  type SuggestionCandidate,
  suggestionRank,
} from './rank-suggestions.js';

const people: SuggestionCandidate[] = [
  { kind: 'user', id: 'u1', name: 'Alice Martin', email: 'alice@acme.example', isSelf: true },
  { kind: 'user', id: 'u2', name: 'Bob Stone', email: 'bob@acme.example' },
  { kind: 'contact', id: 'x1', name: 'Carol Ann', email: 'carol@other.example' },
  { kind: 'contact', id: 'x2', name: 'Dan', email: 'mart@other.example' },
  { kind: 'contact', id: 'x3', name: 'Newsletter', email: 'no-reply@shop.example' },
  { kind: 'user', id: 'u3', name: 'Emma', email: 'emma.mart@acme.example' },
];
const channels: SuggestionCandidate[] = [
  { kind: 'channel', id: 'c1', name: 'Marketing' },
  { kind: 'channel', id: 'c2', name: 'Support' },
  { kind: 'channel', id: 'c3', name: 'Sales' },
  { kind: 'channel', id: 'c4', name: 'Engineering' },
];
const all = [...people, ...channels];

describe('suggestion ranking', () => {
  it('name starts with query 1, name contains 2, email starts 3, email contains 4', () => {
    expect(suggestionRank({ name: 'Martin', email: 'z@z.io' }, 'mar')).toBe(1);
    expect(suggestionRank({ name: 'Alice Martin', email: 'z@z.io' }, 'MAR')).toBe(2);
    expect(suggestionRank({ name: 'Dan', email: 'mart@x.io' }, 'mar')).toBe(3);
    expect(suggestionRank({ name: 'Emma', email: 'emma.mart@x.io' }, 'mar')).toBe(4);
    expect(suggestionRank({ name: 'Emma' }, 'zzz')).toBeNull();
  });
  it('orders people by rank, then channels', () => {
    expect(rankSuggestions(all, 'mar').map((c) => c.id)).toEqual(['u1', 'x2', 'u3', 'c1']);
  });
  it('a # prefix searches only channels', () => {
    expect(rankSuggestions(all, '#s').map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(rankSuggestions(all, '#').map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
  });
  it('m or me puts self first', () => {
    expect(rankSuggestions(all, 'm')[0]?.id).toBe('u1');
    expect(rankSuggestions(all, 'me')[0]?.id).toBe('u1');
  });
  it('no-reply senders excluded', () => {
    expect(rankSuggestions(all, 'news').map((c) => c.id)).toEqual([]);
    expect(isNoReplyAddress('noreply@x.io')).toBe(true);
    expect(isNoReplyAddress('do-not-reply@x.io')).toBe(true);
    expect(isNoReplyAddress('nora@x.io')).toBe(false);
  });
  it('empty query shows three users and three channels first', () => {
    expect(rankSuggestions(all, '  ').map((c) => c.id)).toEqual(['u1', 'u2', 'x1', 'c1', 'c2', 'c3']);
  });
  it('caps each kind (search box: up to 8 users and 10 channels)', () => {
    const many: SuggestionCandidate[] = Array.from({ length: 30 }, (_, i) => ({
      kind: 'user',
      id: `u${i}`,
      name: `Sam ${i}`,
      email: `sam${i}@acme.example`,
    }));
    expect(rankSuggestions(many, 'sam')).toHaveLength(8);
    expect(rankSuggestions(many, 'sam', { people: 20, channels: 20 })).toHaveLength(20);
  });
});
