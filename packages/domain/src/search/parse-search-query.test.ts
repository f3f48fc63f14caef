import { describe, expect, it } from 'vitest';
import { searchTexts } from '../texts/search-texts.js';
import { MAX_SEARCH_NESTING, parseSearchDate, parseSearchQuery } from './parse-search-query.js';
import { SEARCH_IS_VALUES, type SearchQuery } from './search-query.js';

const parsed = (input: string): SearchQuery => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.error.message}`);
  return result.query;
};
const failure = (input: string) => {
  const result = parseSearchQuery(input);
  if (result.ok) throw new Error(`expected ${input} to fail`);
  return result.error;
};
const word = (value: string): SearchQuery => ({ type: 'text', value, exact: false });

describe('parseSearchQuery: "whitespace-separated terms joined by AND"', () => {
  it('reads the empty query as an empty AND, which matches everything', () => {
    expect(parsed('')).toEqual({ type: 'and', terms: [] });
    expect(parsed('   ')).toEqual({ type: 'and', terms: [] });
  });

  it('reads one word as a plain text term and several as an AND', () => {
    expect(parsed('invoice')).toEqual(word('invoice'));
    expect(parsed(' invoice  march ')).toEqual({ type: 'and', terms: [word('invoice'), word('march')] });
  });

  it('reads a quoted plain phrase as an exact match', () => {
    expect(parsed('"quarterly report"')).toEqual({ type: 'text', value: 'quarterly report', exact: true });
  });

  it('ends a word at a quote or parenthesis', () => {
    expect(parsed('a"b c"')).toEqual({
      type: 'and',
      terms: [word('a'), { type: 'text', value: 'b c', exact: true }],
    });
  });
});

describe('parseSearchQuery: "OR (upper case) between terms; parentheses; - negation"', () => {
  it('binds OR tighter than the implicit AND', () => {
    expect(parsed('a b OR c')).toEqual({
      type: 'and',
      terms: [word('a'), { type: 'or', terms: [word('b'), word('c')] }],
    });
    expect(parsed('a OR b OR c')).toEqual({ type: 'or', terms: [word('a'), word('b'), word('c')] });
  });

  it('treats a lower-case or as a plain word', () => {
    expect(parsed('a or b')).toEqual({ type: 'and', terms: [word('a'), word('or'), word('b')] });
  });

  it('groups with parentheses and keeps the group as one node', () => {
    expect(parsed('(a b) OR c')).toEqual({
      type: 'or',
      terms: [{ type: 'and', terms: [word('a'), word('b')] }, word('c')],
    });
    expect(parsed('(a)')).toEqual(word('a'));
    expect(parsed('x (a b)')).toEqual({
      type: 'and',
      terms: [word('x'), { type: 'and', terms: [word('a'), word('b')] }],
    });
  });

  it('negates a word, a phrase, a filter or a group with a leading -', () => {
    expect(parsed('-spam')).toEqual({ type: 'not', term: word('spam') });
    expect(parsed('-"a b"')).toEqual({ type: 'not', term: { type: 'text', value: 'a b', exact: true } });
    expect(parsed('-is:unread')).toEqual({
      type: 'not',
      term: { type: 'filter', name: 'is', value: 'unread' },
    });
    expect(parsed('-(a OR b)')).toEqual({ type: 'not', term: { type: 'or', terms: [word('a'), word('b')] } });
    expect(parsed('--a')).toEqual({ type: 'not', term: { type: 'not', term: word('a') } });
  });

  it('reads a lone - and -OR as plain words', () => {
    expect(parsed('well - done')).toEqual({ type: 'and', terms: [word('well'), word('-'), word('done')] });
    expect(parsed('(a -)')).toEqual({ type: 'and', terms: [word('a'), word('-')] });
    expect(parsed('-OR')).toEqual({ type: 'not', term: word('OR') });
    expect(parsed('a-b')).toEqual(word('a-b'));
  });
});

const f = (name: string, value: string): SearchQuery => ({ type: 'filter', name, value }) as SearchQuery;

/**
 * Operators in front of a group, AND, OR, braces and `-`, as Gmail's help page lists them:
 * "Refine searches in Gmail", support.google.com/mail/answer/7190 (its own examples are quoted).
 */
describe('parseSearchQuery: operators over groups (Gmail answer 7190)', () => {
  it('subject:(dinner movie): "Group multiple search terms together"', () => {
    expect(parsed('subject:(dinner movie)')).toEqual({
      type: 'and',
      terms: [f('subject', 'dinner'), f('subject', 'movie')],
    });
  });

  it('from:amy OR from:david, and {from:amy from:david}: "Find messages that match multiple terms"', () => {
    const either = { type: 'or', terms: [f('from', 'amy'), f('from', 'david')] };
    expect(parsed('from:amy OR from:david')).toEqual(either);
    expect(parsed('{from:amy from:david}')).toEqual(either);
    expect(parsed('from:(amy OR david)')).toEqual(either);
    expect(parsed('from:{amy david}')).toEqual(either);
  });

  it('from:amy AND to:david: "Find messages that match multiple terms" (AND is the implicit join)', () => {
    expect(parsed('from:amy AND to:david')).toEqual(parsed('from:amy to:david'));
    expect(parsed('a AND b OR c')).toEqual({
      type: 'and',
      terms: [word('a'), { type: 'or', terms: [word('b'), word('c')] }],
    });
    expect(parsed('-AND')).toEqual({ type: 'not', term: word('AND') });
  });

  it('dinner -movie: "Remove messages from your results"; - inside a group negates that value', () => {
    expect(parsed('subject:(dinner -movie)')).toEqual({
      type: 'and',
      terms: [f('subject', 'dinner'), { type: 'not', term: f('subject', 'movie') }],
    });
    expect(parsed('-subject:(dinner movie)')).toEqual({
      type: 'not',
      term: { type: 'and', terms: [f('subject', 'dinner'), f('subject', 'movie')] },
    });
  });

  it('nests quotes, OR and groups: subject:("weekly report" OR (draft final))', () => {
    expect(parsed('subject:("weekly report" OR (draft final))')).toEqual({
      type: 'or',
      terms: [
        f('subject', 'weekly report'),
        { type: 'and', terms: [f('subject', 'draft'), f('subject', 'final')] },
      ],
    });
  });

  it('distributes every operator that takes a value, and checks enumerated ones', () => {
    for (const name of [
      'from',
      'to',
      'cc',
      'bcc',
      'subject',
      'label',
      'channel',
      'filename',
      'assignee',
      'shared-note',
    ]) {
      expect(parsed(`${name}:(a OR b)`)).toEqual({ type: 'or', terms: [f(name, 'a'), f(name, 'b')] });
    }
    expect(parsed('is:(Starred unread)')).toEqual({
      type: 'and',
      terms: [f('is', 'starred'), f('is', 'unread')],
    });
    expect(parsed('before:(2026/01/02 OR 2026-3-4)')).toEqual({
      type: 'or',
      terms: [
        { type: 'filter', name: 'before', value: { y: 2026, m: 1, d: 2 } },
        { type: 'filter', name: 'before', value: { y: 2026, m: 3, d: 4 } },
      ],
    });
    expect(failure('is:(starred nope)')).toEqual({
      message: searchTexts.searchErrorInvalidValue('is', 'nope', SEARCH_IS_VALUES),
      offset: 12,
    });
  });

  it('keeps an explicit operator inside a group, and an inner group its own operator', () => {
    expect(parsed('from:(amy to:bob)')).toEqual({ type: 'and', terms: [f('from', 'amy'), f('to', 'bob')] });
    expect(parsed('subject:(a label:(b OR c))')).toEqual({
      type: 'and',
      terms: [f('subject', 'a'), { type: 'or', terms: [f('label', 'b'), f('label', 'c')] }],
    });
    expect(parsed('x (a b)')).toEqual({
      type: 'and',
      terms: [word('x'), { type: 'and', terms: [word('a'), word('b')] }],
    });
  });

  it('reports empty, unclosed and mismatched groups and a dangling AND', () => {
    expect(failure('subject:()')).toEqual({ message: searchTexts.searchErrorEmptyParentheses, offset: 0 });
    expect(failure('subject:(a')).toEqual({
      message: searchTexts.searchErrorMissingClosingParenthesis,
      offset: 0,
    });
    expect(failure('{}')).toEqual({ message: searchTexts.searchErrorEmptyBraces, offset: 0 });
    expect(failure('{a b')).toEqual({ message: searchTexts.searchErrorMissingClosingBrace, offset: 0 });
    expect(failure('(a}')).toEqual({ message: searchTexts.searchErrorUnexpectedClosingBrace, offset: 2 });
    expect(failure('{a)')).toEqual({
      message: searchTexts.searchErrorUnexpectedClosingParenthesis,
      offset: 2,
    });
    expect(failure('a }')).toEqual({ message: searchTexts.searchErrorUnexpectedClosingBrace, offset: 2 });
    expect(failure('AND a')).toEqual({ message: searchTexts.searchErrorAndWithoutLeftTerm, offset: 0 });
    expect(failure('a AND')).toEqual({ message: searchTexts.searchErrorAndWithoutRightTerm, offset: 2 });
    expect(failure('a AND OR b')).toEqual({ message: searchTexts.searchErrorAndWithoutRightTerm, offset: 2 });
    expect(failure('a OR AND b')).toEqual({ message: searchTexts.searchErrorOrWithoutRightTerm, offset: 2 });
    expect(failure('(AND a)')).toEqual({ message: searchTexts.searchErrorAndWithoutLeftTerm, offset: 1 });
  });
});

describe('parseSearchQuery: filters', () => {
  it('reads name:value for the text filters, keeping the value as typed', () => {
    for (const name of [
      'from',
      'to',
      'cc',
      'bcc',
      'subject',
      'shared-note',
      'label',
      'channel',
      'filename',
      'assignee',
    ]) {
      expect(parsed(`${name}:Alice`)).toEqual({ type: 'filter', name, value: 'Alice' });
    }
  });

  it('accepts filter names in any case and quoted values', () => {
    expect(parsed('FROM:"Alice Smith"')).toEqual({ type: 'filter', name: 'from', value: 'Alice Smith' });
    expect(parsed('label:"Q1 (draft)" x')).toEqual({
      type: 'and',
      terms: [{ type: 'filter', name: 'label', value: 'Q1 (draft)' }, word('x')],
    });
  });

  it('reads "unknown foo:bar is plain text"', () => {
    expect(parsed('foo:bar')).toEqual(word('foo:bar'));
    expect(parsed(':bar')).toEqual(word(':bar'));
  });

  it('checks and lower-cases the values of is, in, has, category and status', () => {
    expect(parsed('is:Unread')).toEqual({ type: 'filter', name: 'is', value: 'unread' });
    expect(parsed('in:inbox')).toEqual({ type: 'filter', name: 'in', value: 'inbox' });
    expect(parsed('is:assigned')).toEqual({ type: 'filter', name: 'is', value: 'assigned' });
    expect(parsed('is:unassigned')).toEqual({ type: 'filter', name: 'is', value: 'unassigned' });
    expect(parsed('has:image')).toEqual({ type: 'filter', name: 'has', value: 'image' });
    expect(parsed('category:Social')).toEqual({ type: 'filter', name: 'category', value: 'social' });
    expect(parsed('status:in_progress')).toEqual({ type: 'filter', name: 'status', value: 'in_progress' });
    expect(parsed('status:none')).toEqual({ type: 'filter', name: 'status', value: 'none' });
  });

  it('reads category:personal (the route slug) as primary', () => {
    expect(parsed('category:personal')).toEqual({ type: 'filter', name: 'category', value: 'primary' });
  });

  it('reads older_than/newer_than as Nd, Nm, Ny', () => {
    expect(parsed('older_than:2d')).toEqual({
      type: 'filter',
      name: 'older_than',
      value: { n: 2, unit: 'd' },
    });
    expect(parsed('newer_than:3M')).toEqual({
      type: 'filter',
      name: 'newer_than',
      value: { n: 3, unit: 'm' },
    });
    expect(parsed('older_than:1y')).toEqual({
      type: 'filter',
      name: 'older_than',
      value: { n: 1, unit: 'y' },
    });
  });

  it('reads before/after/older/newer as yyyy/mm/dd or yyyy-mm-dd', () => {
    const day = { y: 2026, m: 1, d: 2 };
    expect(parsed('before:2026/01/02')).toEqual({ type: 'filter', name: 'before', value: day });
    expect(parsed('after:2026-1-2')).toEqual({ type: 'filter', name: 'after', value: day });
    expect(parsed('older:2026/01/02')).toEqual({ type: 'filter', name: 'older', value: day });
    expect(parsed('newer:2026/01/02')).toEqual({ type: 'filter', name: 'newer', value: day });
  });

  it('reads due: as overdue, today, week or a date', () => {
    expect(parsed('due:overdue')).toEqual({ type: 'filter', name: 'due', value: 'overdue' });
    expect(parsed('due:TODAY')).toEqual({ type: 'filter', name: 'due', value: 'today' });
    expect(parsed('due:week')).toEqual({ type: 'filter', name: 'due', value: 'week' });
    expect(parsed('due:2026-03-01')).toEqual({ type: 'filter', name: 'due', value: { y: 2026, m: 3, d: 1 } });
  });
});

describe('parseSearchQuery: "errors carry a message and the offset where it went wrong"', () => {
  it('reports an unbalanced quote at the opening quote', () => {
    expect(failure('a "bc')).toEqual({ message: searchTexts.searchErrorMissingClosingQuote, offset: 2 });
    expect(failure('from:"Alice')).toEqual({ message: 'Missing closing quote', offset: 5 });
  });

  it('reports unbalanced parentheses', () => {
    expect(failure('a (b c')).toEqual({ message: 'Missing closing parenthesis', offset: 2 });
    expect(failure('(')).toEqual({ message: 'Missing closing parenthesis', offset: 0 });
    expect(failure('a b)')).toEqual({ message: 'Unexpected closing parenthesis', offset: 3 });
    expect(failure('a ()')).toEqual({ message: 'Empty parentheses', offset: 2 });
  });

  it('reports an OR without a term on one side', () => {
    expect(failure('OR a')).toEqual({ message: 'Expected a search term before OR', offset: 0 });
    expect(failure('a OR')).toEqual({ message: 'Expected a search term after OR', offset: 2 });
    expect(failure('a OR OR b')).toEqual({ message: 'Expected a search term after OR', offset: 2 });
    expect(failure('(a OR)')).toEqual({ message: 'Expected a search term after OR', offset: 3 });
  });

  it('reports an empty phrase and a missing value', () => {
    expect(failure('a ""')).toEqual({ message: 'Empty quoted phrase', offset: 2 });
    expect(failure('from:')).toEqual({ message: 'Missing value after "from:"', offset: 5 });
    expect(failure('to:"" x')).toEqual({ message: 'Missing value after "to:"', offset: 3 });
  });

  it('reports a bad value for is/in/has/category/status at the value', () => {
    expect(failure('x is:later')).toEqual({
      message:
        'Invalid value "later" for "is:". Use one of: read, unread, starred, sent, inbox, snoozed, trash, spam, scheduled, assigned, unassigned',
      offset: 5,
    });
    expect(failure('in:assigned').message).toMatch(/^Invalid value "assigned" for "in:"/);
    expect(failure('has:pdf').message).toMatch(/^Invalid value "pdf" for "has:"/);
    expect(failure('category:work').message).toMatch(/^Invalid value "work" for "category:"/);
    expect(failure('status:open').message).toBe(
      'Invalid value "open" for "status:". Use one of: in_progress, review, closed, none',
    );
  });

  it('reports a bad date, age or due value', () => {
    expect(failure('before:2026/02/30')).toEqual({
      message: 'Invalid date "2026/02/30" for "before:". Use yyyy/mm/dd or yyyy-mm-dd',
      offset: 7,
    });
    expect(failure('after:yesterday').offset).toBe(6);
    expect(failure('older_than:2w')).toEqual({
      message: 'Invalid age "2w" for "older_than:". Use a number followed by d, m or y (e.g. 2d)',
      offset: 11,
    });
    expect(failure('due:soon')).toEqual({
      message: 'Invalid value "soon" for "due:". Use overdue, today, week or a date (yyyy/mm/dd)',
      offset: 4,
    });
  });

  it(`refuses parentheses nested deeper than ${MAX_SEARCH_NESTING}`, () => {
    const deep = `${'('.repeat(MAX_SEARCH_NESTING + 1)}a${')'.repeat(MAX_SEARCH_NESTING + 1)}`;
    expect(failure(deep)).toEqual({
      message: searchTexts.searchErrorTooDeep(MAX_SEARCH_NESTING),
      offset: MAX_SEARCH_NESTING,
    });
    const allowed = `${'('.repeat(MAX_SEARCH_NESTING)}a${')'.repeat(MAX_SEARCH_NESTING)}`;
    expect(parsed(allowed)).toEqual(word('a'));
  });

  it(`refuses more than ${MAX_SEARCH_NESTING} negations in a row`, () => {
    expect(parsed(`${'-'.repeat(MAX_SEARCH_NESTING)}a`).type).toBe('not');
    expect(failure(`x ${'-'.repeat(100_000)}a`)).toEqual({
      message: searchTexts.searchErrorTooDeep(MAX_SEARCH_NESTING),
      offset: 2 + MAX_SEARCH_NESTING,
    });
  });
});

describe('parseSearchDate', () => {
  it('accepts real calendar days only', () => {
    expect(parseSearchDate('2024/02/29')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseSearchDate('2023/02/29')).toBeNull();
    expect(parseSearchDate('2023/13/01')).toBeNull();
    expect(parseSearchDate('23/01/01')).toBeNull();
  });
});
