import {
  isSearchFilterName,
  SEARCH_FILTER_NAMES,
  SEARCH_FILTERS,
  type SearchFilterName,
} from './search-query.js';

const OPENING = new Set(['(', '{']);
const CLOSING = new Set([')', '}']);

/** Values a filter's value can be completed to: enumerations, `due:` keywords and free text's suggestions (`me`). */
function completableValues(name: SearchFilterName): readonly string[] {
  const kind = SEARCH_FILTERS[name];
  if (kind.kind === 'enum') return kind.values;
  if (kind.kind === 'text') return kind.suggestions;
  if (kind.kind === 'due') return kind.keywords;
  return [];
}

function completeFrom(candidates: readonly string[], typed: string, suffix: string): string | null {
  const prefix = typed.toLowerCase();
  if (prefix === '') return null;
  const match = candidates.find((candidate) => candidate.startsWith(prefix) && candidate !== prefix);
  if (match) return `${match.slice(prefix.length)}${suffix}`;
  return suffix !== '' && candidates.includes(prefix) ? suffix : null;
}

/**
 * The inline completion of the search box: the rest of what is being typed at the end of `text`.
 *
 * - a filter name (`fr` gives `om:`, a complete `from` gives `:`), also after `-`, `(` or `{`;
 * - a value of an enumerated filter (`is:sta` gives `rred`, `due:ov` gives `erdue`);
 * - inside an operator's group (`is:(starred un`, `from:(a OR b`), a value of that operator, since every
 *   plain word there is one (support.google.com/mail/answer/7190); free-text operators offer nothing.
 *
 * Null when there is nothing to complete: an empty word, a word inside an open quote, a free-text value.
 */
export function completeSearchInput(text: string): string | null {
  const groups: (SearchFilterName | undefined)[] = [];
  let wordStart = 0;
  let inQuote = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '"') inQuote = !inQuote;
    if (inQuote) continue;
    if (OPENING.has(char)) {
      const word = text.slice(wordStart, i).replace(/^-+/, '');
      const name = word.endsWith(':') ? word.slice(0, -1).toLowerCase() : '';
      groups.push(isSearchFilterName(name) ? name : groups.at(-1));
      wordStart = i + 1;
    } else if (CLOSING.has(char)) {
      groups.pop();
      wordStart = i + 1;
    } else if (/\s/.test(char)) {
      wordStart = i + 1;
    }
  }
  if (inQuote) return null;
  const word = text.slice(wordStart).replace(/^-+/, '');
  if (word.includes('"')) return null;
  const colon = word.indexOf(':');
  if (colon >= 0) {
    const name = word.slice(0, colon).toLowerCase();
    return isSearchFilterName(name) ? completeFrom(completableValues(name), word.slice(colon + 1), '') : null;
  }
  const operator = groups.at(-1);
  if (operator) return completeFrom(completableValues(operator), word, '');
  return completeFrom(SEARCH_FILTER_NAMES, word, ':');
}
