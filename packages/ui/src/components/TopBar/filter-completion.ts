import { SEARCH_FILTER_NAMES, SEARCH_FILTERS, type SearchFilterValueKind } from '@switchboard/domain';

function valuesOf(kind: SearchFilterValueKind): readonly string[] {
  if (kind.kind === 'enum') return kind.values;
  if (kind.kind === 'text') return kind.suggestions;
  if (kind.kind === 'due') return kind.keywords;
  return [];
}

/**
 * The inline completion preview of the search box for the word being typed (the text after the last
 * space): the rest of a filter name and its ':' ('fr' gives 'om:'), or, after a filter's colon, the
 * rest of one of its known values ('is:unr' gives 'ead', 'status:' nothing until a letter is typed).
 * Null when there is nothing to complete.
 */
export function filterCompletion(text: string): string | null {
  const word = text
    .slice(text.lastIndexOf(' ') + 1)
    .replace(/^-/, '')
    .toLowerCase();
  if (word === '' || word.includes('"')) return null;
  const colon = word.indexOf(':');
  if (colon !== -1) {
    const name = SEARCH_FILTER_NAMES.find((candidate) => candidate === word.slice(0, colon));
    const typed = word.slice(colon + 1);
    if (!name || typed === '') return null;
    const value = valuesOf(SEARCH_FILTERS[name]).find((v) => v.startsWith(typed) && v !== typed);
    return value ? value.slice(typed.length) : null;
  }
  const name = SEARCH_FILTER_NAMES.find((candidate) => candidate.startsWith(word) && candidate !== word);
  return name ? `${name.slice(word.length)}:` : SEARCH_FILTER_NAMES.includes(word as never) ? ':' : null;
}
