/** The mention trigger looks back at most 26 characters (spec doc 2 section 9). */
export const MENTION_LOOKBACK = 26;

/**
 * The mention being typed before the caret: the text after an '@' that starts a word, within the last
 * 26 characters and without a line break; null when the caret is not in a mention.
 */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(Math.max(0, caret - MENTION_LOOKBACK), caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  const start = caret - before.length + at;
  const previous = start > 0 ? text[start - 1] : ' ';
  if (previous !== undefined && /\S/.test(previous)) return null;
  const query = before.slice(at + 1);
  if (/[\n@]/.test(query) || /\s\s/.test(query)) return null;
  return { start, query };
}
