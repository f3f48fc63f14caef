import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { summarizeExtractively } from './summarize-extractively.js';
import { splitSentences } from './text-units.js';

const THREAD = `Hi Bob,
The renewal quote for Acme is ready. The quote covers onboarding and priority support.
Our legal team asked for two small changes to the renewal contract.
The weather was nice yesterday.
Thanks,
Alice`;

describe('summarizeExtractively', () => {
  it('picks the sentences that carry the thread topic, in their original order', () => {
    expect(summarizeExtractively(THREAD, 2)).toEqual([
      'The renewal quote for Acme is ready.',
      'Our legal team asked for two small changes to the renewal contract.',
    ]);
  });
  it('never picks a greeting or sign-off', () => {
    const summary = summarizeExtractively(THREAD, 10);
    expect(summary).not.toContain('Hi Bob,');
    expect(summary).not.toContain('Thanks,');
  });
  it('is empty for a text without content words', () => {
    expect(summarizeExtractively('Hi,\nThanks!')).toEqual([]);
  });
  test.prop([
    fc.array(fc.lorem({ maxCount: 12, mode: 'sentences' }), { maxLength: 8 }),
    fc.integer({ min: 1, max: 5 }),
  ])('every summary sentence is a sentence of the text, at most count of them', (paragraphs, count) => {
    const text = paragraphs.join('\n');
    const sentences = splitSentences(text);
    const summary = summarizeExtractively(text, count);
    expect(summary.length).toBeLessThanOrEqual(count);
    for (const sentence of summary) expect(sentences).toContain(sentence);
  });
});
