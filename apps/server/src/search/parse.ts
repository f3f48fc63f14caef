import { parseSearchQuery, type SearchQuery } from '@switchboard/domain';
import { badRequest } from '../http/http-error.js';

/** Parses a search query from a request; a syntax error answers bad_request naming the field. */
export function parseQueryOrThrow(text: string, field = 'query'): SearchQuery {
  const result = parseSearchQuery(text);
  if (!result.ok) throw badRequest(`${field}: ${result.error.message}`);
  return result.query;
}

/** True when the query itself asks for trash or spam (then search does not leave them out). */
export function mentionsTrashOrSpam(text: string): boolean {
  return /\b(in|is):(trash|spam)\b/i.test(text);
}
