import { graphemes } from '../characters/graphemes.js';
import { STOP_WORDS, splitSentences, words } from './text-units.js';

/**
 * Candidate phrases of a text, RAKE style (Rose et al., "Automatic keyword extraction from individual
 * documents", 2010): runs of content words between stop words and punctuation, each scored by the sum of its
 * words' degree / frequency, best first (ties: earliest first).
 */
export function rankKeyPhrases(text: string): { phrase: string; score: number }[] {
  const phrases: string[][] = [];
  for (const sentence of splitSentences(text)) {
    for (const chunk of sentence.split(/[,;:()"“”!?.]+|\s[-–—]\s/u)) {
      let run: string[] = [];
      for (const word of words(chunk)) {
        if (STOP_WORDS.has(word) || word.length < 2) {
          if (run.length > 0) phrases.push(run);
          run = [];
        } else {
          run.push(word);
        }
      }
      if (run.length > 0) phrases.push(run);
    }
  }
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const phrase of phrases) {
    for (const word of phrase) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
      degree.set(word, (degree.get(word) ?? 0) + phrase.length);
    }
  }
  const seen = new Map<string, { phrase: string; score: number; first: number }>();
  phrases.forEach((phrase, first) => {
    const key = phrase.join(' ');
    if (seen.has(key) || phrase.length > 5) return;
    const score = phrase.reduce((sum, w) => sum + (degree.get(w) ?? 0) / (frequency.get(w) ?? 1), 0);
    seen.set(key, { phrase: key, score, first });
  });
  return [...seen.values()]
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({ phrase, score }) => ({ phrase, score }));
}

/** The user-perceived characters of `text` that overlap the UTF-16 range [start, end). */
function wholeCharacters(text: string, start: number, end: number): string[] {
  const out: string[] = [];
  let offset = 0;
  for (const g of graphemes(text)) {
    if (offset >= end) break;
    if (offset + g.length > start) out.push(g);
    offset += g.length;
  }
  return out;
}

/**
 * A subject line from a body: its best key phrase in the body's own words and casing, first letter
 * capitalised, at most `maxLength` user-perceived characters (cut at a word when longer, never inside an
 * emoji or a letter with its marks); empty when the body has no content word.
 */
export function subjectFromBody(body: string, maxLength = 60): string {
  const best = rankKeyPhrases(body)[0];
  if (!best) return '';
  // The phrase as written in the body (its casing), found word by word.
  const pattern = new RegExp(
    best.phrase
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]"))
      // Between two words of a phrase: anything but letters, marks, digits and the punctuation that ends one.
      .join('[^\\p{L}\\p{M}\\p{N},;:()"“”!?.]+'),
    'iu',
  );
  const found = pattern.exec(body);
  // Whole characters of the body: a word match may stop before marks or joiners that belong to its last letter.
  const parts = found
    ? wholeCharacters(body, found.index, found.index + found[0].length)
    : graphemes(best.phrase);
  let kept = parts;
  const isSpace = (g: string | undefined) => g !== undefined && /^\s+$/u.test(g);
  if (parts.length > maxLength) {
    // Cut at a word: drop the word the limit falls in (unless the limit falls just after it) and the white
    // space before it.
    kept = parts.slice(0, maxLength);
    const space = isSpace(parts[maxLength]) ? maxLength : kept.findLastIndex(isSpace);
    if (space !== -1) {
      let end = space;
      while (end > 0 && isSpace(kept[end - 1])) end -= 1;
      kept = kept.slice(0, end);
    }
  }
  const [first = '', ...rest] = kept;
  // Capitalised only where that stays one character: some letters upper-case to two ('ᾀ' to 'ἈΙ').
  const upper = first.toUpperCase();
  return (graphemes(upper).length === 1 ? upper : first) + rest.join('');
}
