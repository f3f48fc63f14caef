import { completeSearchInput } from '@switchboard/domain';

/**
 * The inline completion preview of the search box: the domain's `completeSearchInput` (a filter name and
 * its ':' — 'fr' gives 'om:' —, an enumerated value — 'is:sta' gives 'rred' —, also inside an operator's
 * group). Null when there is nothing to complete.
 */
export const filterCompletion: (text: string) => string | null = completeSearchInput;
