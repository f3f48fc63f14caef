import { searchTexts } from '../texts/search-texts.js';
import { parseSearchQuery } from './parse-search-query.js';
import { type SearchQuery, visitSearchQuery } from './search-query.js';

function someNode(query: SearchQuery, test: (node: SearchQuery) => boolean): boolean {
  let found = false;
  visitSearchQuery(query, (node) => {
    if (test(node)) found = true;
  });
  return found;
}

/**
 * Whether the channel wizard runs a live search for this input (spec doc 2 section 5): it parses and holds
 * at least one plain-text or exact-match term (anywhere, also negated); operator-only queries are not searched.
 */
export function isWizardSearchable(input: string): boolean {
  const parsed = parseSearchQuery(input);
  return parsed.ok && someNode(parsed.query, (node) => node.type === 'text' || node.type === 'around');
}

/** Filters whose use in an incoming-mail filter asks for confirmation (they never match incoming mail). */
export const INCOMING_FILTER_WARNING_NAMES = ['label', 'in', 'is', 'before', 'after'] as const;

/**
 * Whether enabling this query as an incoming filter shows `messages.search.incomingFilterWarning`
 * (spec doc 1 section 4): it parses and uses `label:`, `in:`, `is:`, `before:` or `after:`.
 * An input that does not parse gives `false` (it shows its validation error instead).
 */
export function hasIncomingFilterWarning(input: string): boolean {
  const parsed = parseSearchQuery(input);
  return (
    parsed.ok &&
    someNode(
      parsed.query,
      (node) =>
        node.type === 'filter' && (INCOMING_FILTER_WARNING_NAMES as readonly string[]).includes(node.name),
    )
  );
}

/**
 * Validates a split or filter definition (spec doc 2 section 5): empty (or blank) is allowed, anything else
 * must parse, else 'Invalid filter definition'.
 */
export function validateFilterDefinition(input: string): string | null {
  if (input.trim() === '') return null;
  return parseSearchQuery(input).ok ? null : searchTexts.invalidFilterDefinition;
}

/**
 * Validates a saved search (spec doc 2 section 5): it must parse and not be only plain text (it needs at
 * least one `name:value` filter), else 'Invalid message definition'.
 */
export function validateSavedSearch(input: string): string | null {
  const parsed = parseSearchQuery(input);
  if (!parsed.ok || !someNode(parsed.query, (node) => node.type === 'filter')) {
    return searchTexts.invalidMessageDefinition;
  }
  return null;
}
