/**
 * Splitting text into sentences and words, for the embedded AI helpers (extractive summary, questions,
 * key phrases). Pure and language-light: sentences end at `.`, `!` or `?` followed by space, or at a line break.
 */

/** Words that carry no topic (English function words and mail filler). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both
but by can could did do does doing down during each few for from further had has have having he her here hers
herself him himself his how i if in into is it its itself just let me more most my myself no nor not now of off on
once only or other our ours ourselves out over own same she should so some such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which
while who whom why will with would you your yours yourself yourselves hi hello hey dear thanks thank regards best
cheers please also yes ok okay sure well still get got let's i'm i've i'll you're we're it's that's don't can't
won't minute minutes whoever`.split(/\s+/),
);

/** The sentences of a text, trimmed, in order; quoted reply lines (`>`) are left out. */
export function splitSentences(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('>'));
  return lines.flatMap((line) =>
    line
      .split(/(?<=[.!?])\s+(?=[^\s])/u)
      .map((sentence) => sentence.trim())
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)),
  );
}

/**
 * The lower-cased words of a text (letters with their combining marks, digits, inner apostrophes and
 * hyphens): `naïve` written with a combining diaeresis is one word.
 */
export function words(text: string): string[] {
  return (
    text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’-][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu) ?? []
  ).map((w) => w.replace(/’/g, "'"));
}

/** The topic words of a text: its words without stop words and one-letter words. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w));
}
