import { describe, expect, it } from 'vitest';
import { contentWords, splitSentences, words } from './text-units.js';

describe('splitSentences', () => {
  it('splits at sentence ends and line breaks, leaving out quoted lines and empty ones', () => {
    expect(
      splitSentences('Hi Bob,\nThe release is Thursday. Can you confirm?\n\n> old quoted text\nThanks,'),
    ).toEqual(['Hi Bob,', 'The release is Thursday.', 'Can you confirm?', 'Thanks,']);
  });
  it('keeps decimals and abbreviations without a following space together', () => {
    expect(splitSentences('Revenue grew 3.5% this quarter.')).toEqual(['Revenue grew 3.5% this quarter.']);
  });
});

describe('words and contentWords', () => {
  it('keeps a letter with its combining marks in one word (Unicode UAX #29: marks extend their letter)', () => {
    expect(words('nai\u0308ve cafe\u0301 plan')).toEqual(['nai\u0308ve', 'cafe\u0301', 'plan']);
  });
  it('lower-cases words and keeps inner apostrophes and hyphens', () => {
    expect(words("We'll ship Q3-metrics today")).toEqual(["we'll", 'ship', 'q3-metrics', 'today']);
  });
  it('drops stop words from the topic words', () => {
    expect(contentWords('Could you take a look at the attached document?')).toEqual([
      'take',
      'look',
      'attached',
      'document',
    ]);
  });
});
