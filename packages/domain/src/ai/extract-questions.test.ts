import { describe, expect, it } from 'vitest';
import { extractQuestions } from './extract-questions.js';

describe('extractQuestions', () => {
  it('returns the sentences ending in a question mark, once each, in order', () => {
    expect(
      extractQuestions(
        'I wanted to follow up. Can you confirm the invoice amount?\nLet me know. Can you confirm the invoice amount?\nWhen is the call?',
      ),
    ).toEqual(['Can you confirm the invoice amount?', 'When is the call?']);
  });
  it('drops a lead-in before a colon', () => {
    expect(extractQuestions('Looping you in, Carol: can you check the numbers?')).toEqual([
      'Can you check the numbers?',
    ]);
  });
  it('ignores questions in quoted reply lines', () => {
    expect(extractQuestions('Done.\n> Did you send it?')).toEqual([]);
  });
});
