import type { SearchDate, SearchFilter, SearchQuery } from './search-query.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Writes a calendar day the canonical way: `yyyy/mm/dd`. */
export function formatSearchDate(date: SearchDate): string {
  return `${pad(date.y, 4)}/${pad(date.m, 2)}/${pad(date.d, 2)}`;
}

const needsQuotes = (value: string) => value === '' || /[\s()"]/.test(value);

function formatFilter(filter: SearchFilter): string {
  const { value } = filter;
  let text: string;
  if (typeof value === 'string') {
    text = needsQuotes(value) ? `"${value}"` : value;
  } else if ('unit' in value) {
    text = `${value.n}${value.unit}`;
  } else {
    text = formatSearchDate(value);
  }
  return `${filter.name}:${text}`;
}

const group = (query: SearchQuery) => `(${formatSearchQuery(query)})`;

/**
 * Writes a query back as text, canonically: lower-case filter names, enumerated values lower-case, dates as
 * `yyyy/mm/dd`, ages as `2d`, values quoted only when they hold a space or parenthesis, a single space
 * between AND terms, ` OR ` between OR terms, parentheses only where the tree needs them.
 * `parseSearchQuery(formatSearchQuery(q))` gives back `q` for every tree `parseSearchQuery` can produce.
 */
export function formatSearchQuery(query: SearchQuery): string {
  switch (query.type) {
    case 'and':
      return query.terms
        .map((term) => (term.type === 'and' ? group(term) : formatSearchQuery(term)))
        .join(' ');
    case 'or':
      return query.terms
        .map((term) => (term.type === 'and' || term.type === 'or' ? group(term) : formatSearchQuery(term)))
        .join(' OR ');
    case 'not':
      return `-${query.term.type === 'and' || query.term.type === 'or' ? group(query.term) : formatSearchQuery(query.term)}`;
    case 'text':
      return query.exact ? `"${query.value}"` : query.value;
    case 'filter':
      return formatFilter(query);
  }
}
