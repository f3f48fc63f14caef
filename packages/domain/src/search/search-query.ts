import type { Category } from '../model/enums.js';

/**
 * The search query language (spec doc 1 "Search input", doc 2 section 5), as data.
 *
 * `parseSearchQuery` turns the text of the search box into a {@link SearchQuery}; the server compiles the same
 * tree to SQL and `matchesSearchQuery` is its reference semantics. The tree is a discriminated union on `type`:
 *
 * - `and` / `or`: two or more `terms` (an empty `and` is the empty query, which matches everything);
 * - `not`: the negated `term` (`-term`);
 * - `text`: a plain word (`exact: false`) or a double-quoted phrase (`exact: true`);
 * - `filter`: a `name:value` operator whose `value` is already typed (dates as `{ y, m, d }`, ages as
 *   `{ n, unit }`, enumerations as their literal), so a compiler never re-parses strings.
 */
export type SearchQuery = SearchAnd | SearchOr | SearchNot | SearchText | SearchAround | SearchFilter;

/** Every term must match. Produced by whitespace between terms; `terms` is empty only for the empty query. */
export type SearchAnd = { type: 'and'; terms: SearchQuery[] };
/** Any term must match. Produced by upper-case `OR` between terms (binds tighter than whitespace, as in Gmail). */
export type SearchOr = { type: 'or'; terms: SearchQuery[] };
/** The term must not match. Produced by a leading `-`. */
export type SearchNot = { type: 'not'; term: SearchQuery };
/**
 * Free text. A plain word (`exact: false`) matches as a case-insensitive substring; a quoted phrase
 * (`exact: true`) matches as a whole-word phrase. See `matchesSearchQuery`.
 */
export type SearchText = { type: 'text'; value: string; exact: boolean };
/**
 * Two words near each other: `holiday AROUND 10 vacation` (Gmail, support.google.com/mail/answer/7190) holds
 * when a field has the whole word `left` and the whole word `right`, in either order, at most `distance`
 * words apart (neighbours are 1 apart). Words are runs of letters and digits, compared case-insensitively.
 */
export type SearchAround = { type: 'around'; left: string; right: string; distance: number };

/** A calendar day, as written in `before:2026/01/02` (month 1-12, day 1-31, validated). */
export type SearchDate = { y: number; m: number; d: number };
/** A relative age, as written in `older_than:2d` (`d` days, `m` months, `y` years). */
export type SearchAge = { n: number; unit: SearchAgeUnit };
export type SearchAgeUnit = 'd' | 'm' | 'y';

/** Filters whose value is free text, matched case-insensitively. */
export const SEARCH_TEXT_FILTER_NAMES = [
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'shared-note',
  'label',
  'channel',
  'filename',
  'list',
  'deliveredto',
  'assignee',
] as const;
export type SearchTextFilterName = (typeof SEARCH_TEXT_FILTER_NAMES)[number];

/** Filters whose value is a calendar day. `older` is a synonym of `before`, `newer` of `after`. */
export const SEARCH_DATE_FILTER_NAMES = ['before', 'after', 'older', 'newer'] as const;
export type SearchDateFilterName = (typeof SEARCH_DATE_FILTER_NAMES)[number];

/** Filters whose value is a relative age (`Nd`, `Nm`, `Ny`). */
export const SEARCH_AGE_FILTER_NAMES = ['older_than', 'newer_than'] as const;
export type SearchAgeFilterName = (typeof SEARCH_AGE_FILTER_NAMES)[number];

/** Values of `in:` (the spec's list; `in:x` and `is:x` mean the same). */
export const SEARCH_IN_VALUES = [
  'read',
  'unread',
  'starred',
  'sent',
  'inbox',
  'snoozed',
  'trash',
  'spam',
  'scheduled',
] as const;
export type SearchInValue = (typeof SEARCH_IN_VALUES)[number];

/** Values of `is:`: the spec's list plus the team operators `is:assigned` and `is:unassigned`. */
export const SEARCH_IS_VALUES = [...SEARCH_IN_VALUES, 'assigned', 'unassigned'] as const;
export type SearchIsValue = (typeof SEARCH_IS_VALUES)[number];

/** Values of `has:`. */
export const SEARCH_HAS_VALUES = ['attachment', 'shared-note', 'channel', 'comment', 'image'] as const;
export type SearchHasValue = (typeof SEARCH_HAS_VALUES)[number];

/** Values of `category:` (the inbox categories; `personal`, the route slug of primary, is read as `primary`). */
export const SEARCH_CATEGORY_VALUES = [
  'primary',
  'promotions',
  'social',
  'updates',
  'forums',
] as const satisfies readonly Category[];

/** Values of `status:` (legacy statuses are not offered; `none` means no status). */
export const SEARCH_STATUS_VALUES = ['in_progress', 'review', 'closed', 'none'] as const;
export type SearchStatusValue = (typeof SEARCH_STATUS_VALUES)[number];

/** Keyword values of `due:`; `due:` also takes a date. */
export const SEARCH_DUE_KEYWORDS = ['overdue', 'today', 'week'] as const;
export type SearchDueKeyword = (typeof SEARCH_DUE_KEYWORDS)[number];
export type SearchDueValue = SearchDueKeyword | SearchDate;

/** `filename:` suggestions from the spec (any text is accepted). */
export const SEARCH_FILENAME_SUGGESTIONS = ['pdf', 'jpg', 'docx', 'png', 'mp4', 'gif'] as const;

/** Every filter name, in the spec's order followed by the team operators. */
export const SEARCH_FILTER_NAMES = [
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'shared-note',
  'label',
  'channel',
  'category',
  'filename',
  'list',
  'deliveredto',
  'is',
  'in',
  'has',
  'older_than',
  'newer_than',
  'older',
  'before',
  'newer',
  'after',
  'assignee',
  'status',
  'due',
] as const;
export type SearchFilterName = (typeof SEARCH_FILTER_NAMES)[number];

/** A `name:value` operator with its typed value. */
export type SearchFilter =
  | { type: 'filter'; name: SearchTextFilterName; value: string }
  | { type: 'filter'; name: 'category'; value: Category }
  | { type: 'filter'; name: 'is'; value: SearchIsValue }
  | { type: 'filter'; name: 'in'; value: SearchInValue }
  | { type: 'filter'; name: 'has'; value: SearchHasValue }
  | { type: 'filter'; name: SearchAgeFilterName; value: SearchAge }
  | { type: 'filter'; name: SearchDateFilterName; value: SearchDate }
  | { type: 'filter'; name: 'status'; value: SearchStatusValue }
  | { type: 'filter'; name: 'due'; value: SearchDueValue };

/** How each filter's value is written, for search suggestions and the server's SQL compiler. */
export type SearchFilterValueKind =
  | { kind: 'text'; suggestions: readonly string[] }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'date' }
  | { kind: 'age' }
  | { kind: 'due'; keywords: readonly string[] };

/** The value kind of every filter name (e.g. `SEARCH_FILTERS.is` lists the values of `is:`). */
export const SEARCH_FILTERS: Record<SearchFilterName, SearchFilterValueKind> = {
  from: { kind: 'text', suggestions: ['me'] },
  to: { kind: 'text', suggestions: ['me'] },
  cc: { kind: 'text', suggestions: ['me'] },
  bcc: { kind: 'text', suggestions: ['me'] },
  subject: { kind: 'text', suggestions: [] },
  'shared-note': { kind: 'text', suggestions: [] },
  label: { kind: 'text', suggestions: [] },
  channel: { kind: 'text', suggestions: [] },
  category: { kind: 'enum', values: SEARCH_CATEGORY_VALUES },
  filename: { kind: 'text', suggestions: SEARCH_FILENAME_SUGGESTIONS },
  list: { kind: 'text', suggestions: [] },
  deliveredto: { kind: 'text', suggestions: ['me'] },
  is: { kind: 'enum', values: SEARCH_IS_VALUES },
  in: { kind: 'enum', values: SEARCH_IN_VALUES },
  has: { kind: 'enum', values: SEARCH_HAS_VALUES },
  older_than: { kind: 'age' },
  newer_than: { kind: 'age' },
  older: { kind: 'date' },
  before: { kind: 'date' },
  newer: { kind: 'date' },
  after: { kind: 'date' },
  assignee: { kind: 'text', suggestions: ['me'] },
  status: { kind: 'enum', values: SEARCH_STATUS_VALUES },
  due: { kind: 'due', keywords: SEARCH_DUE_KEYWORDS },
};

/** True when `name` (lower case) is one of {@link SEARCH_FILTER_NAMES}. */
export function isSearchFilterName(name: string): name is SearchFilterName {
  return Object.hasOwn(SEARCH_FILTERS, name);
}

/** Walks a query depth-first, calling `visit` on every node. */
export function visitSearchQuery(query: SearchQuery, visit: (node: SearchQuery) => void): void {
  visit(query);
  if (query.type === 'and' || query.type === 'or') {
    for (const term of query.terms) visitSearchQuery(term, visit);
  } else if (query.type === 'not') {
    visitSearchQuery(query.term, visit);
  }
}
