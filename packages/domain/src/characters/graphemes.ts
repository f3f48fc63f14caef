/**
 * Counting and cutting text by what a person sees as one character: a user-perceived character (an extended
 * grapheme cluster, UAX #29), so an emoji, a flag, a letter with combining marks or a family emoji each
 * count once and are never split. Uses `Intl.Segmenter`; where a runtime lacks it, code points (never a
 * lone surrogate, though a cluster may then count more than once).
 */

type Segment = { segment: string };
type GraphemeSegmenter = { segment(text: string): Iterable<Segment> };

const segmenter: GraphemeSegmenter | null =
  'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/** The user-perceived characters of `text`, in order (`graphemes('🇫🇷e\u0301')` is `['🇫🇷', 'é']`). */
export function graphemes(text: string): string[] {
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** How many user-perceived characters `text` holds: `graphemeLength('👍🏽')` is 1, where `.length` is 4. */
export function graphemeLength(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1;
  return count;
}

/** The first `max` user-perceived characters of `text` (all of it when shorter); never splits one. */
export function sliceGraphemes(text: string, max: number): string {
  if (max <= 0) return '';
  if (text.length <= max) return text; // fewer UTF-16 units than `max` means fewer characters too
  let out = '';
  let count = 0;
  for (const part of segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment }))) {
    if (count === max) break;
    out += part.segment;
    count += 1;
  }
  return out;
}

/**
 * The longest start of `text` that fits `maxUnits` UTF-16 code units (a transport or storage limit counted in
 * units, such as a request field's maximum length) without splitting a user-perceived character: a cut
 * never leaves a lone surrogate nor separates a letter from its marks.
 */
export function fitGraphemes(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let end = 0;
  for (const part of segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment }))) {
    if (end + part.segment.length > maxUnits) break;
    end += part.segment.length;
  }
  return text.slice(0, end);
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * `text` cut for display: unchanged when it holds at most `max` characters, else its first `keep`
 * characters (default `max`) followed by an ellipsis.
 */
export function truncateGraphemes(text: string, max: number, keep = max): string {
  if (text.length <= max) return text; // fewer UTF-16 units than `max` means fewer characters too
  if (keep > max) return graphemeLength(text) > max ? `${sliceGraphemes(text, keep)}…` : text;
  // Printable ASCII is one character per unit, with a boundary between any two of them: when the first
  // max + 1 units are all such, the text has more than `max` characters and its first `keep` are units.
  if (PRINTABLE_ASCII.test(text.slice(0, max + 1))) return `${text.slice(0, keep)}…`;
  // One pass that stops at the first character past `max`: a long text (a mail body cut for a list row's
  // snippet) is never segmented whole.
  let count = 0;
  let end = 0;
  let keepEnd = 0;
  for (const part of segmenter ? segmenter.segment(text) : Array.from(text, (segment) => ({ segment }))) {
    if (count === keep) keepEnd = end;
    count += 1;
    if (count > max) return `${text.slice(0, keepEnd)}…`;
    end += part.segment.length;
  }
  return text;
}
