import { contentWords, splitSentences, words } from './text-units.js';

/** Shorter lines ("Hi Bob,", "Best, Alice") are greetings and sign-offs, never summary sentences. */
const MIN_WORDS = 4;

export interface ScoredSentence {
  sentence: string;
  /** Position in the text (0-based), to keep the original order. */
  index: number;
  score: number;
}

/**
 * Scores each sentence by how much of the text's topic it carries: the mean frequency (across the whole
 * text) of its content words. Lines under four words (greetings, sign-offs) score 0.
 */
export function scoreSentences(text: string): ScoredSentence[] {
  const sentences = splitSentences(text);
  const frequency = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return sentences.map((sentence, index) => {
    const content = words(sentence).length < MIN_WORDS ? [] : contentWords(sentence);
    const total = content.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0);
    return { sentence, index, score: content.length === 0 ? 0 : total / Math.sqrt(content.length) };
  });
}

/**
 * An extractive summary: the `count` best-scoring sentences of the text, each quoted verbatim and kept in
 * the order they appear; sentences without a content word are never picked.
 */
export function summarizeExtractively(text: string, count = 3): string[] {
  const ranked = scoreSentences(text)
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const seen = new Set<string>();
  const picked: ScoredSentence[] = [];
  for (const candidate of ranked) {
    const key = candidate.sentence.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(candidate);
    if (picked.length === count) break;
  }
  return picked.sort((a, b) => a.index - b.index).map((s) => s.sentence);
}
