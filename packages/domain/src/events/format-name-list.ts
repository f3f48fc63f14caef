import { eventTexts } from '../texts/event-texts.js';

/** Above this many names, the list reads 'A & N others'. */
export const NAME_LIST_MAX_SHOWN = 3;

/**
 * Joins names the way event groups show them (spec doc 1 section 4): 'A', 'A & B', 'A, B & C', and for
 * more than three names 'A & N others' (N = all but the first). An empty list gives ''.
 */
export function formatNameList(names: string[]): string {
  const [a, b, c] = names;
  if (a === undefined) return '';
  if (b === undefined) return a;
  if (c === undefined) return eventTexts.eventNameListTwo(a, b);
  if (names.length <= NAME_LIST_MAX_SHOWN) return eventTexts.eventNameListThree(a, b, c);
  return eventTexts.eventNameListOthers(a, names.length - 1);
}
