/**
 * How long a loading screen must still stay up so that it shows at least `minMs` in all
 * (the spec: "Loading screen at least about 1.3 s"). 0 when it may go now.
 */
export function remainingVisibleMs(shownAt: number, now: number, minMs: number): number {
  return Math.max(0, shownAt + minMs - now);
}
