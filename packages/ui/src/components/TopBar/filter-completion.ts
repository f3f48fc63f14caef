import { SEARCH_FILTER_NAMES } from '@switchboard/domain';

/**
 * The inline completion preview of the search box: when the word being typed (the text after the last
 * space) is the start of a search filter name, the rest of that name and its ':' ('fr' gives 'om:').
 * Null when there is nothing to complete.
 */
export function filterCompletion(text: string): string | null {
  const word = text
    .slice(text.lastIndexOf(' ') + 1)
    .replace(/^-/, '')
    .toLowerCase();
  if (word === '' || word.includes(':') || word.includes('"')) return null;
  const name = SEARCH_FILTER_NAMES.find((candidate) => candidate.startsWith(word) && candidate !== word);
  return name ? `${name.slice(word.length)}:` : SEARCH_FILTER_NAMES.includes(word as never) ? ':' : null;
}
