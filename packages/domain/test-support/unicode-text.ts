import { fc } from '@fast-check/vitest';

/** A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Characters UTF-16 counting gets wrong: emoji with modifiers, ZWJ families, flags, marks, CJK, Thai. */
export const TRICKY_CHARACTERS = [
  '👍',
  '👍🏽',
  '👨‍👩‍👧‍👦',
  '🇫🇷',
  '🏳️‍🌈',
  'e\u0301',
  'a\u0308\u0323',
  '漢',
  '字',
  '𠀋',
  'ก\u0e31',
  '\r\n',
  'x',
  ' ',
] as const;

/** Random text that mixes the tricky characters above with random graphemes of any script. */
export const trickyText = fc
  .array(fc.oneof(fc.constantFrom(...TRICKY_CHARACTERS), fc.string({ unit: 'grapheme', maxLength: 3 })), {
    maxLength: 30,
  })
  .map((parts) => parts.join(''));

/** Random words and punctuation (so phrase finders have something to find) mixed with tricky text. */
export const trickyProse = fc
  .array(
    fc.oneof(
      trickyText,
      fc.constantFrom(
        'budget',
        'review',
        'café',
        'naïve',
        'Zoë',
        'résumé',
        '東京',
        'the',
        ',',
        '.',
        ' ',
        '\n',
      ),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(' '));
