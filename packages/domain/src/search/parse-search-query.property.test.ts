import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { formatSearchQuery } from './format-search-query.js';
import { parseSearchQuery } from './parse-search-query.js';
import {
  isSearchFilterName,
  SEARCH_AGE_FILTER_NAMES,
  SEARCH_CATEGORY_VALUES,
  SEARCH_DATE_FILTER_NAMES,
  SEARCH_DUE_KEYWORDS,
  SEARCH_HAS_VALUES,
  SEARCH_IN_VALUES,
  SEARCH_IS_VALUES,
  SEARCH_STATUS_VALUES,
  SEARCH_TEXT_FILTER_NAMES,
  type SearchDate,
  type SearchFilter,
  type SearchQuery,
} from './search-query.js';

/* Arbitraries (fast-check) for every tree `parseSearchQuery` can produce, and the properties over them. */

/**
 * A plain word the parser reads back as the same word (no separators, not `OR`, not `-x`, not `from:x`, not
 * `+x`, Gmail's exact word, and not `AROUND`, which before a number is the proximity operator).
 */
const searchWordArbitrary: fc.Arbitrary<string> = fc
  .stringMatching(/^[a-zA-Z0-9._@:'#&*+!?-]{1,10}$/)
  .filter((word) => {
    if (word === 'OR' || word === 'AND' || word === 'AROUND') return false;
    if ((word.startsWith('-') || word.startsWith('+')) && word.length > 1) return false;
    const colon = word.indexOf(':');
    return colon <= 0 || !isSearchFilterName(word.slice(0, colon).toLowerCase());
  });

/** Any text without a double quote (phrases and quoted values cannot hold one). */
const unquotedTextArbitrary = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((s) => !s.includes('"'));

const searchDateArbitrary: fc.Arbitrary<SearchDate> = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() }));

const searchFilterArbitrary: fc.Arbitrary<SearchFilter> = fc.oneof(
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constantFrom(...SEARCH_TEXT_FILTER_NAMES),
    value: unquotedTextArbitrary,
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('category' as const),
    value: fc.constantFrom(...SEARCH_CATEGORY_VALUES),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('is' as const),
    value: fc.constantFrom(...SEARCH_IS_VALUES),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('in' as const),
    value: fc.constantFrom(...SEARCH_IN_VALUES),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('has' as const),
    value: fc.constantFrom(...SEARCH_HAS_VALUES),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constantFrom(...SEARCH_AGE_FILTER_NAMES),
    value: fc.record({
      n: fc.integer({ min: 0, max: 999_999 }),
      unit: fc.constantFrom('d' as const, 'm' as const, 'y' as const),
    }),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constantFrom(...SEARCH_DATE_FILTER_NAMES),
    value: searchDateArbitrary,
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('status' as const),
    value: fc.constantFrom(...SEARCH_STATUS_VALUES),
  }),
  fc.record({
    type: fc.constant('filter' as const),
    name: fc.constant('due' as const),
    value: fc.oneof(fc.constantFrom(...SEARCH_DUE_KEYWORDS), searchDateArbitrary),
  }),
);

const leafArbitrary: fc.Arbitrary<SearchQuery> = fc.oneof(
  searchWordArbitrary.map((value): SearchQuery => ({ type: 'text', value, exact: false })),
  unquotedTextArbitrary.map((value): SearchQuery => ({ type: 'text', value, exact: true })),
  searchFilterArbitrary,
  // `holiday AROUND 10 vacation` (support.google.com/mail/answer/7190): lower-case words and a distance.
  fc.record({
    type: fc.constant('around' as const),
    left: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    right: fc.stringMatching(/^[a-z0-9]{1,8}$/),
    distance: fc.integer({ min: 0, max: 9999 }),
  }),
);

/** A non-empty query tree as `parseSearchQuery` produces it (and/or with at least two terms). */
const searchQueryArbitrary: fc.Arbitrary<SearchQuery> = fc.letrec<{ query: SearchQuery }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArbitrary,
    fc.record({
      type: fc.constant('and' as const),
      terms: fc.array(tie('query'), { minLength: 2, maxLength: 4 }),
    }),
    fc.record({
      type: fc.constant('or' as const),
      terms: fc.array(tie('query'), { minLength: 2, maxLength: 4 }),
    }),
    fc.record({ type: fc.constant('not' as const), term: tie('query') }),
  ),
})).query;

/**
 * Trees whose leaves are all one operator's filters: what `name:(...)` groups parse to
 * (support.google.com/mail/answer/7190), and what `formatSearchQuery` prints back as a group.
 */
const groupedQueryArbitrary: fc.Arbitrary<SearchQuery> = fc.constantFrom(...SEARCH_TEXT_FILTER_NAMES).chain(
  (name) =>
    fc.letrec<{ query: SearchQuery }>((tie) => ({
      query: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc
          .oneof(
            unquotedTextArbitrary,
            fc.constantFrom('OR', 'AND', '-x', 'from:y', '-', 'a{b}', '+x', '+', 'AROUND', '3'),
          )
          .map((value): SearchQuery => ({ type: 'filter', name, value })),
        fc.record({
          type: fc.constant('and' as const),
          terms: fc.array(tie('query'), { minLength: 2, maxLength: 3 }),
        }),
        fc.record({
          type: fc.constant('or' as const),
          terms: fc.array(tie('query'), { minLength: 2, maxLength: 3 }),
        }),
        fc.record({ type: fc.constant('not' as const), term: tie('query') }),
      ),
    })).query,
);

/** Strings built from the grammar's pieces, so the parser's error paths are hit often. */
const searchLikeInput = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        '(',
        ')',
        '"',
        '-',
        'OR',
        'AND',
        '{',
        '}',
        'subject:(',
        ' ',
        'from:',
        'is:',
        'in:inbox',
        'due:',
        'before:2026/02/30',
        ':',
      ),
      searchWordArbitrary,
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

describe('parseSearchQuery properties', () => {
  test.prop([searchQueryArbitrary])('parseSearchQuery(formatSearchQuery(q)) gives back q', (query) => {
    expect(parseSearchQuery(formatSearchQuery(query))).toEqual({ ok: true, query });
  });

  test.prop([
    fc.oneof(
      groupedQueryArbitrary,
      fc
        .tuple(groupedQueryArbitrary, searchQueryArbitrary)
        .map(([grouped, other]): SearchQuery => ({ type: 'and', terms: [other, grouped] })),
    ),
  ])('grouped operators round-trip too: parseSearchQuery(formatSearchQuery(q)) gives back q', (query) => {
    expect(parseSearchQuery(formatSearchQuery(query))).toEqual({ ok: true, query });
  });

  test.prop([fc.string({ unit: 'binary' })])('never throws on any string', (input) => {
    const result = parseSearchQuery(input);
    expect(typeof result.ok).toBe('boolean');
  });

  test.prop([searchLikeInput])(
    'never throws on query-like text, and errors point inside the input',
    (input) => {
      const result = parseSearchQuery(input);
      if (!result.ok) {
        expect(result.error.offset).toBeGreaterThanOrEqual(0);
        expect(result.error.offset).toBeLessThanOrEqual(input.length);
        expect(result.error.message).not.toBe('');
      }
    },
  );

  test.prop([searchLikeInput])(
    'formatting a parsed query is canonical: it reparses to the same tree',
    (input) => {
      const result = parseSearchQuery(input);
      if (result.ok) {
        const text = formatSearchQuery(result.query);
        expect(parseSearchQuery(text)).toEqual(result);
        expect(formatSearchQuery((parseSearchQuery(text) as { query: typeof result.query }).query)).toBe(
          text,
        );
      }
    },
  );
});
