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
    expect(canonical('due:Week status:none due:2026-3-1')).toBe('due:week status:none due:2026/03/01');
  });

  // support.google.com/mail/answer/7190 ("Group multiple search terms together": subject:(dinner movie)).
  it("writes one operator's terms as that operator in front of a group, as Gmail does", () => {
    expect(canonical('subject:dinner subject:movie')).toBe('subject:(dinner movie)');
    expect(canonical('from:a.com OR from:b.com')).toBe('from:(a.com OR b.com)');
    expect(canonical('{from:amy from:david}')).toBe('from:(amy OR david)');
    expect(canonical('subject:("weekly report" OR (draft final))')).toBe(
      'subject:("weekly report" OR (draft final))',
    );
    expect(canonical('-subject:(a b) x')).toBe('-subject:(a b) x');
    expect(canonical('x (label:a OR label:b)')).toBe('x label:(a OR b)');
    expect(canonical('is:(Starred Unread)')).toBe('is:(starred unread)');
  });

  it('quotes a value that would read as syntax inside a group', () => {
    expect(canonical('subject:OR subject:-x subject:from:y subject:AND')).toBe(
      'subject:("OR" "-x" "from:y" "AND")',
    );
    expect(canonical('subject:"a{b" subject:c')).toBe('subject:("a{b" c)');
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
