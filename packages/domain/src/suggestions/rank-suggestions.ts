import {
  EMPTY_QUERY_SUGGESTIONS_PER_KIND,
  SEARCH_BOX_CHANNELS_MAX,
  SEARCH_BOX_USERS_MAX,
} from '../constants/constants.js';

/** Something the search box or a picker can suggest: a person (user or contact) or a channel. */
export type SuggestionCandidate = {
  kind: 'user' | 'contact' | 'channel';
  id: string;
  name: string;
  email?: string;
  /** The signed-in user: put first by the queries 'm' and 'me'. */
  isSelf?: boolean;
};

/** Caps of one suggestion list: people and channels. Defaults: the search box (8 users, 10 channels). */
export type SuggestionLimits = { people: number; channels: number };

const SEARCH_BOX_LIMITS: SuggestionLimits = {
  people: SEARCH_BOX_USERS_MAX,
  channels: SEARCH_BOX_CHANNELS_MAX,
};

/** Senders that never get suggested: no-reply style addresses. */
export function isNoReplyAddress(email: string): boolean {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  return /^(no[-_.]?reply|do[-_.]?not[-_.]?reply)/.test(local);
}

/**
 * Rank of a candidate for a query (lower is better): name starts with it 1, name contains it 2, email
 * starts with it 3, email contains it 4; null when it does not match. Case-insensitive.
 */
export function suggestionRank(
  candidate: Pick<SuggestionCandidate, 'name' | 'email'>,
  query: string,
): number | null {
  const q = query.trim().toLowerCase();
  const name = candidate.name.toLowerCase();
  const email = (candidate.email ?? '').toLowerCase();
  if (name.startsWith(q)) return 1;
  if (name.includes(q)) return 2;
  if (email !== '' && email.startsWith(q)) return 3;
  if (email !== '' && email.includes(q)) return 4;
  return null;
}

function isPerson(c: SuggestionCandidate): boolean {
  return c.kind !== 'channel';
}

/**
 * Suggestions for a query (spec doc 2 section 9): ranked 1-4 (ties keep the given order), no-reply senders
 * excluded, a '#' prefix searches only channels, 'm' or 'me' puts the signed-in user first, an empty query
 * shows three people and three channels first. People come before channels; each kind is capped.
 */
export function rankSuggestions(
  candidates: readonly SuggestionCandidate[],
  query: string,
  limits: SuggestionLimits = SEARCH_BOX_LIMITS,
): SuggestionCandidate[] {
  const eligible = candidates.filter(
    (c) => !(isPerson(c) && c.email !== undefined && isNoReplyAddress(c.email)),
  );
  const trimmed = query.trim();
  const channelsOnly = trimmed.startsWith('#');
  const q = channelsOnly ? trimmed.slice(1) : trimmed;

  if (q === '') {
    const people = channelsOnly ? [] : eligible.filter(isPerson);
    const channels = eligible.filter((c) => !isPerson(c));
    const perKind = channelsOnly ? limits.channels : EMPTY_QUERY_SUGGESTIONS_PER_KIND;
    return [
      ...people.slice(0, Math.min(perKind, limits.people)),
      ...channels.slice(0, Math.min(perKind, limits.channels)),
    ];
  }

  const ranked = eligible
    .filter((c) => !channelsOnly || !isPerson(c))
    .map((c, index) => ({ c, index, rank: suggestionRank(c, q) }))
    .filter((r): r is { c: SuggestionCandidate; index: number; rank: number } => r.rank !== null);
  const selfFirst = /^me?$/i.test(q);
  ranked.sort((a, b) => {
    if (selfFirst && a.c.isSelf !== b.c.isSelf) return a.c.isSelf ? -1 : 1;
    return a.rank - b.rank || a.index - b.index;
  });
  const people = ranked.filter((r) => isPerson(r.c)).slice(0, limits.people);
  const channels = ranked.filter((r) => !isPerson(r.c)).slice(0, limits.channels);
  return [...people, ...channels].map((r) => r.c);
}
