import { isSearchFilterName, type SearchDate, type SearchFilter, type SearchQuery } from './search-query.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Writes a calendar day the canonical way: `yyyy/mm/dd`. */
export function formatSearchDate(date: SearchDate): string {
  return `${pad(date.y, 4)}/${pad(date.m, 2)}/${pad(date.d, 2)}`;
}

const needsQuotes = (value: string) => value === '' || /[\s(){}"]/.test(value);

/**
 * Inside a `name:(...)` group a bare value must not read as syntax: `OR`, `AND`, `AROUND`, a leading `-` or `+`, or a `from:`-like
 * prefix would change the meaning, so such values are quoted there.
 */
function needsQuotesInGroup(value: string): boolean {
  if (needsQuotes(value) || value === 'OR' || value === 'AND' || value === 'AROUND') return true;
  if (value.startsWith('-') || (value.startsWith('+') && value.length > 1)) return true;
  const colon = value.indexOf(':');
  return colon > 0 && isSearchFilterName(value.slice(0, colon).toLowerCase());
}

function formatFilterValue(filter: SearchFilter, inGroup: boolean): string {
  const { value } = filter;
  if (typeof value === 'string') {
    return (inGroup ? needsQuotesInGroup(value) : needsQuotes(value)) ? `"${value}"` : value;
  }
  if ('unit' in value) return `${value.n}${value.unit}`;
  return formatSearchDate(value);
}

/**
 * The one operator name of a subtree with two or more filters and nothing else (through and/or/not), which
 * prints as `name:(...)`; null otherwise.
 */
function sharedFilterName(query: SearchQuery): SearchFilter['name'] | null {
  if (query.type !== 'and' && query.type !== 'or') return null;
  let name: SearchFilter['name'] | null = null;
  let same = true;
  const walk = (node: SearchQuery): void => {
    if (node.type === 'and' || node.type === 'or') node.terms.forEach(walk);
    else if (node.type === 'not') walk(node.term);
    else if (node.type === 'text' || node.type === 'around' || (name !== null && node.name !== name))
      same = false;
    else name = node.name;
  };
  walk(query);
  return same ? name : null;
}

/**
 * Prints and/or/not with the fewest parentheses. Outside a group (`inGroup` false) a subtree made of one
 * operator's filters prints as `name:(...)`; inside one, leaves print as bare values.
 */
function formatTree(query: SearchQuery, inGroup: boolean): string {
  const term = (q: SearchQuery, needsGroup: boolean) => {
    if (!inGroup) {
      const shared = sharedFilterName(q);
      if (shared) return `${shared}:(${formatTree(q, true)})`;
    }
    return needsGroup ? `(${formatTree(q, inGroup)})` : formatTree(q, inGroup);
  };
  switch (query.type) {
    case 'and':
      return query.terms.map((t) => term(t, t.type === 'and')).join(' ');
    case 'or':
      return query.terms.map((t) => term(t, t.type === 'and' || t.type === 'or')).join(' OR ');
    case 'not':
      return `-${term(query.term, query.term.type === 'and' || query.term.type === 'or')}`;
    case 'text':
      return query.exact ? `"${query.value}"` : query.value;
    case 'around':
      return `${query.left} AROUND ${query.distance} ${query.right}`;
    case 'filter':
      return inGroup ? formatFilterValue(query, true) : `${query.name}:${formatFilterValue(query, false)}`;
  }
}

/**
 * Writes a query back as text, canonically: lower-case filter names, enumerated values lower-case, dates as
 * `yyyy/mm/dd`, ages as `2d`, values quoted only when they hold a space or parenthesis, a single space
 * between AND terms, ` OR ` between OR terms, parentheses only where the tree needs them. An and/or made
 * only of one operator's filters prints as that operator in front of a group, as Gmail writes it
 * (`subject:(dinner movie)`, `from:(a.com OR b.com)`, `subject:(-draft final)`).
 * `parseSearchQuery(formatSearchQuery(q))` gives back `q` for every tree `parseSearchQuery` can produce.
 */
export function formatSearchQuery(query: SearchQuery): string {
  const shared = sharedFilterName(query);
  return shared ? `${shared}:(${formatTree(query, true)})` : formatTree(query, false);
}
