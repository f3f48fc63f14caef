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

/**
 * A subject line from a body: its best key phrase in the body's own words and casing, first letter
 * capitalised, at most `maxLength` characters; empty when the body has no content word.
 */
export function subjectFromBody(body: string, maxLength = 60): string {
  const best = rankKeyPhrases(body)[0];
  if (!best) return '';
  // The phrase as written in the body (its casing), found word by word.
  const pattern = new RegExp(
    best.phrase
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join("[\\s'’-]+"),
    'iu',
  );
  const original = pattern.exec(body)?.[0] ?? best.phrase;
  const trimmed =
    original.length > maxLength ? original.slice(0, maxLength).replace(/\s+\S*$/u, '') : original;
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
