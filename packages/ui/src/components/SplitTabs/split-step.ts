/** The id of the split `delta` places after `currentId` (wrapping around), as Tab and shift+Tab move. */
export function stepSplit(ids: readonly string[], currentId: string, delta: 1 | -1): string | null {
  if (ids.length === 0) return null;
  const index = ids.indexOf(currentId);
  if (index === -1) return ids[0] ?? null;
  return ids[(index + delta + ids.length) % ids.length] ?? null;
}
