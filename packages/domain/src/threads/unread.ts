/** Unread counts never go below zero: `count - by`, floored at 0 (non-finite input reads as 0). */
export function decrementUnread(count: number, by = 1): number {
  return applyUnreadDelta(count, -by);
}

/** Adds a (possibly negative) delta to an unread count, never going below zero. */
export function applyUnreadDelta(count: number, delta: number): number {
  const next = (Number.isFinite(count) ? count : 0) + (Number.isFinite(delta) ? delta : 0);
  return Math.max(0, next);
}
