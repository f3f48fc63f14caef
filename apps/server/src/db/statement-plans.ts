/**
 * Statements whose best plan depends on the values: a pattern (`like`, `~`) can use the trigram index only
 * when the plan knows it, and a text search's selectivity depends on its words. These stay unnamed, planned
 * with their values on every call (a generic plan of the search made it 3-5x slower in the bench); every
 * other statement may be prepared once under a name and served from a generic plan.
 */
const PLANNED_PER_CALL = /\s(?:@@|like|ilike|~|~\*)\s/i;

/**
 * Marks a statement whose every part reads rows by key (`where threads.id = $n`): its patterns are tested on
 * those rows only, so no index of theirs is ever the better plan and it may be prepared like any other (the
 * rules matched on a delivered thread: `rules/apply-rules.ts`). Put first with Kysely's `modifyFront`.
 */
export const BY_KEY = '/* by key */';

/** Whether `sql` must be planned with its values on every call (see {@link PLANNED_PER_CALL}). */
export function isPlannedPerCall(sql: string): boolean {
  let planned = seen.get(sql);
  if (planned === undefined) {
    planned = PLANNED_PER_CALL.test(sql) && !sql.includes(BY_KEY);
    // The texts repeat (values go as parameters); a bounded memory of them spares the pattern per statement.
    if (seen.size >= SEEN_LIMIT) seen.clear();
    seen.set(sql, planned);
  }
  return planned;
}

const SEEN_LIMIT = 2_000;
const seen = new Map<string, boolean>();
