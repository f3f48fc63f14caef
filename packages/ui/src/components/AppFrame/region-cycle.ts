/**
 * F6 / shift+F6 region cycling (DECISIONS.md 13): the index of the region to focus next, given the
 * regions in document order and the one holding the focus now (-1 when none does). Wraps around.
 */
export function nextRegionIndex(count: number, current: number, direction: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The element F6 focuses in a region: its first tabbable control, else the region itself. */
export function regionFocusTarget(region: HTMLElement): HTMLElement {
  for (const element of region.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (element.tabIndex < 0 || element.closest('[inert],[hidden],[aria-hidden="true"]')) continue;
    return element;
  }
  return region;
}
