import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE, trickyProse } from '../../test-support/unicode-text.js';
import { graphemeLength, graphemes } from '../characters/graphemes.js';
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
  it('counts characters as a person sees them: an accented letter written with a combining mark is one', () => {
    // 'Résumé review' with decomposed accents: 17 UTF-16 units, 13 characters.
    const body = 'Please send the Re\u0301sume\u0301 review soon.';
    expect(subjectFromBody(body, 13)).toBe('Re\u0301sume\u0301 review');
    expect(subjectFromBody(body, 12)).toBe('Re\u0301sume\u0301');
  });
  it('keeps a mark that follows the phrase in the body with its letter', () => {
    expect(subjectFromBody('Budget cafe\u0301')).toBe('Budget cafe\u0301');
  });
  it('keeps a first letter as it is when its capital would be two characters', () => {
    // U+1F80 upper-cases to 'ἈΙ': capitalised, a one-character subject would become two.
    expect(subjectFromBody('\u1f80lpha trip', 1)).toBe('\u1f80');
    expect(subjectFromBody('\u00dfigma trip', 60)).toBe('\u00dfigma trip');
  });
  it('cuts between characters when the phrase has no space to cut at', () => {
    expect(subjectFromBody('Zoe\u0308zoe\u0308zoe\u0308 arrives', 4)).toBe('Zoe\u0308z');
  });
  it("falls back to the phrase's own words when the body's casing cannot be found again", () => {
    // 'İ' lower-cases to 'i' + U+0307, which a case-insensitive search does not match back.
    expect(subjectFromBody('İzmir İzmir trip')).toBe('I\u0307zmir i\u0307zmir trip');
  });

  test.prop([trickyProse, fc.integer({ min: 1, max: 40 })])(
    'never splits a character of the body nor leaves a lone surrogate, and stays within the limit',
    (body, max) => {
      const subject = subjectFromBody(body, max);
      expect(LONE_SURROGATE.test(subject)).toBe(false);
      expect(graphemeLength(subject)).toBeLessThanOrEqual(max);
      // Past its capitalised first character, every character is a whole character of the body (a cut inside
      // a cluster would leave a fragment, such as a flag's half or a letter without its mark).
      const whole = new Set([...graphemes(body), ...graphemes(body.toLowerCase()), ' ']);
      for (const character of graphemes(subject).slice(1)) {
        expect(whole.has(character), JSON.stringify(character)).toBe(true);
      }
    },
  );
});
