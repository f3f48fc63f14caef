/**
 * Statements whose best plan depends on the values: a pattern (`like`, `~`) can use the trigram index only
 * when the plan knows it, and a text search's selectivity depends on its words. These stay unnamed, planned
 * with their values on every call (a generic plan of the search made it 3-5x slower in the bench); every
 * other statement may be prepared once under a name and served from a generic plan.
 */
const PLANNED_PER_CALL = /\s(?:@@|like|ilike|~|~\*)\s/i;

/** Whether `sql` must be planned with its values on every call (see {@link PLANNED_PER_CALL}). */
export function isPlannedPerCall(sql: string): boolean {
  return PLANNED_PER_CALL.test(sql);
}
