import { suggestionRank } from '@switchboard/domain';

/** A workspace member or contact as the thread screen's pickers show them. */
export interface ThreadPerson {
  id: string;
  name: string;
  email: string;
  pictureUrl?: string | null;
}

/** The people matching a query, best first by the domain's suggestion ranking; all of them for an empty query. */
export function filterPeople<T extends ThreadPerson>(people: readonly T[], query: string): T[] {
  if (query.trim() === '') return [...people];
  return people
    .map((person, index) => ({ person, index, rank: suggestionRank(person, query) }))
    .filter((entry): entry is { person: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.person);
}
