import { describe, expect, it } from 'vitest';
import { rankKeyPhrases, subjectFromBody } from './key-phrase.js';

describe('rankKeyPhrases', () => {
  it('ranks longer runs of content words that recur above single words', () => {
    const ranked = rankKeyPhrases(
      'The renewal contract is ready. Please review the renewal contract before Friday. Thanks!',
    ).map((p) => p.phrase);
    expect(ranked[0]).toBe('renewal contract');
  });
});

describe('subjectFromBody', () => {
  it("takes the body's key phrase in its own casing, capitalised", () => {
    expect(
      subjectFromBody(
        'Hi team,\nThe Q3 budget review is on Thursday. Please bring your notes on the Q3 budget review.',
      ),
    ).toBe('Q3 budget review');
  });
  it('is a phrase that appears in the body', () => {
    const body = 'We saw a spike in support tickets after the last update.';
    const subject = subjectFromBody(body);
    expect(body.toLowerCase()).toContain(subject.toLowerCase());
    expect(subject.length).toBeGreaterThan(0);
  });
  it('is empty when the body has no content word', () => {
    expect(subjectFromBody('Hi, thanks!')).toBe('');
  });
  it('stays within the maximum length, cut at a word', () => {
    const subject = subjectFromBody(
      'Extraordinarily comprehensive multidisciplinary infrastructure modernisation',
      30,
    );
    expect(subject.length).toBeLessThanOrEqual(30);
    expect(subject).toBe('Extraordinarily comprehensive');
  });
});
