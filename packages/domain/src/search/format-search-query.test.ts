import { describe, expect, it } from 'vitest';
import { formatSearchDate, formatSearchQuery } from './format-search-query.js';
import { parseSearchQuery } from './parse-search-query.js';

const canonical = (input: string) => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(result.error.message);
  return formatSearchQuery(result.query);
};

describe('formatSearchQuery: "canonical; parseSearchQuery(formatSearchQuery(q)) gives back q"', () => {
  it('writes names and enumerated values in lower case, dates as yyyy/mm/dd and ages as Nu', () => {
    expect(canonical('FROM:alice IS:Unread before:2026-1-2 older_than:02D category:personal')).toBe(
      'from:alice is:unread before:2026/01/02 older_than:2d category:primary',
    );
    expect(canonical('due:Week due:2026-3-1')).toBe('due:week due:2026/03/01');
  });

  it('quotes values and phrases only when needed', () => {
    expect(canonical('from:"alice"')).toBe('from:alice');
    expect(canonical('label:"Q1 plans" "exact words" channel:"a(b)"')).toBe(
      'label:"Q1 plans" "exact words" channel:"a(b)"',
    );
  });

  it('writes parentheses only where the tree needs them', () => {
    expect(canonical('(a b)')).toBe('a b');
    expect(canonical('a (b c)')).toBe('a (b c)');
    expect(canonical('(a OR b) c')).toBe('a OR b c');
    expect(canonical('(a b) OR c')).toBe('(a b) OR c');
    expect(canonical('a OR (b OR c)')).toBe('a OR (b OR c)');
    expect(canonical('-(a b)  -(a OR b) -a')).toBe('-(a b) -(a OR b) -a');
  });

  it('writes the empty query as the empty string', () => {
    expect(formatSearchQuery({ type: 'and', terms: [] })).toBe('');
  });

  it('pads dates', () => {
    expect(formatSearchDate({ y: 987, m: 1, d: 5 })).toBe('0987/01/05');
  });
});
