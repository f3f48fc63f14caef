/**
 * Lexicographic ranks for ordering channels (`PATCH /channels/{id}/set_rank`: "a lexicographic string placed
 * between neighbours"). Ranks use the digits 0-9a-z, compare with plain string comparison and never end with
 * '0', so there is always room between two of them (the midpoint algorithm of fractional indexing).
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Whether a string is a well-formed rank: non-empty, digits 0-9a-z, not ending with '0'. */
export function isValidRank(rank: string): boolean {
  return /^[0-9a-z]*[1-9a-z]$/.test(rank);
}

function midpoint(a: string, b: string | null): string {
  if (b !== null) {
    let n = 0;
    while ((a[n] ?? '0') === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a === '' ? 0 : DIGITS.indexOf(a.charAt(0));
  const digitB = b === null ? DIGITS.length : DIGITS.indexOf(b.charAt(0));
  if (digitB - digitA > 1) return DIGITS.charAt(Math.round((digitA + digitB) / 2));
  if (b !== null && b.length > 1) return b.slice(0, 1);
  return DIGITS.charAt(digitA) + midpoint(a.slice(1), null);
}

/**
 * A rank strictly between `before` and `after` (null means the start or the end of the list). Returns null
 * when a bound is not a valid rank or `before` is not below `after`.
 */
export function rankBetween(before: string | null, after: string | null): string | null {
  if (before !== null && !isValidRank(before)) return null;
  if (after !== null && !isValidRank(after)) return null;
  if (before !== null && after !== null && before >= after) return null;
  return midpoint(before ?? '', after);
}

/** `count` ranks in increasing order, for a list with no ranks yet. */
export function initialRanks(count: number): string[] {
  const ranks: string[] = [];
  let previous: string | null = null;
  for (let i = 0; i < count; i++) {
    previous = rankBetween(previous, null) as string;
    ranks.push(previous);
  }
  return ranks;
}

/** Sorts items by rank (plain string order); ties keep their order. */
export function sortByRank<T extends { rank: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
}

/**
 * The rank writes that put items in `orderedIds`' order. When one item moved (the keyboard's alt+arrow, a
 * drag of one channel), only it gets a new rank, between its new neighbours'. Otherwise, or when the ranks
 * leave no room (invalid or equal ranks), every item gets a fresh rank. Items already in order give no writes.
 */
export function rankChanges(
  items: readonly { id: string; rank: string }[],
  orderedIds: readonly string[],
): { id: string; rank: string }[] {
  const current = sortByRank(items);
  const byId = new Map(current.map((item) => [item.id, item]));
  const ordered = orderedIds.flatMap((id) => byId.get(id) ?? []);
  if (ordered.every((item, index) => item.id === current[index]?.id)) return [];
  const without = (list: readonly { id: string }[], id: string) =>
    list.filter((item) => item.id !== id).map((item) => item.id);
  const moved = ordered.find(
    (item) => without(current, item.id).join('\u0000') === without(ordered, item.id).join('\u0000'),
  );
  if (moved) {
    const index = ordered.indexOf(moved);
    const rank = rankBetween(ordered[index - 1]?.rank ?? null, ordered[index + 1]?.rank ?? null);
    if (rank !== null) return [{ id: moved.id, rank }];
  }
  const fresh = initialRanks(ordered.length);
  return ordered.flatMap((item, index) => {
    const rank = fresh[index] as string;
    return item.rank === rank ? [] : [{ id: item.id, rank }];
  });
}
