import { parseSearchQuery, type SearchQuery, visitSearchQuery } from '@switchboard/domain';
import { badRequest } from '../http/http-error.js';

/** Parses a search query from a request; a syntax error answers bad_request naming the field. */
export function parseQueryOrThrow(text: string, field = 'query'): SearchQuery {
  const result = parseSearchQuery(text);
  if (!result.ok) throw badRequest(`${field}: ${result.error.message}`);
  return result.query;
}

/**
 * True when the query itself asks for trash or spam (then search does not leave them out): an `in:` or
 * `is:` filter on them anywhere in the parsed tree, also inside a group (`in:(trash OR spam)`).
 */
export function mentionsTrashOrSpam(text: string): boolean {
  const parsed = parseSearchQuery(text);
  if (!parsed.ok) return false;
  let found = false;
  visitSearchQuery(parsed.query, (node) => {
    if (node.type === 'filter' && (node.name === 'in' || node.name === 'is')) {
      found ||= node.value === 'trash' || node.value === 'spam';
    }
  });
  return found;
}
