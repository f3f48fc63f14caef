import { splitSentences } from './text-units.js';

/**
 * The questions a text asks: its sentences ending in `?`, with a leading "Name:" or "Looping you in, Carol:"
 * lead-in dropped, each once (first wording kept), in order.
 */
export function extractQuestions(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (!sentence.endsWith('?')) continue;
    const question = sentence.replace(/^[^?:]{0,60}:\s+/u, '').trim();
    const clean = question.charAt(0).toUpperCase() + question.slice(1);
    const key = clean.toLowerCase();
    if (clean.length < 3 || seen.has(key)) continue;
    seen.add(key);
    out.push(clean);
  }
  return out;
}
