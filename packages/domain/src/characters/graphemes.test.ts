import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphemeLength, graphemes, sliceGraphemes, truncateGraphemes } from './graphemes.js';

/** A lone surrogate: a high one not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that mixes what UTF-16 counting gets wrong: emoji with modifiers, ZWJ families, flags, marks, CJK. */
const trickyText = fc
  .array(
    fc.oneof(
      fc.constantFrom(
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
      ),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

describe('graphemes', () => {
  // Examples from Unicode UAX #29 ("Unicode Text Segmentation", table 1a) and the emoji sequences of UTS #51.
  it('counts what a person sees as one character once', () => {
    expect(graphemeLength('👍🏽')).toBe(1);
    expect(graphemeLength('👨‍👩‍👧‍👦')).toBe(1);
    expect(graphemeLength('🇫🇷🇩🇪')).toBe(2);
    expect(graphemeLength('e\u0301')).toBe(1);
    expect(graphemeLength('\r\n')).toBe(1);
    expect(graphemeLength('漢字')).toBe(2);
    expect(graphemeLength('')).toBe(0);
    expect(graphemes('🇫🇷e\u0301x')).toEqual(['🇫🇷', 'e\u0301', 'x']);
  });

  it('the issue: 51 emoji fit a 100-character limit', () => {
    const text = '😀'.repeat(51);
    expect(text.length).toBe(102);
    expect(graphemeLength(text)).toBe(51);
  });

  it('cuts after whole characters, and adds an ellipsis only when it cut', () => {
    expect(sliceGraphemes('👍🏽👍🏽👍🏽', 2)).toBe('👍🏽👍🏽');
    expect(sliceGraphemes('abc', 5)).toBe('abc');
    expect(sliceGraphemes('abc', 0)).toBe('');
    expect(truncateGraphemes('🇫🇷🇫🇷🇫🇷', 2)).toBe('🇫🇷🇫🇷…');
    expect(truncateGraphemes('🇫🇷🇫🇷', 2)).toBe('🇫🇷🇫🇷');
    expect(truncateGraphemes('abcdef', 4, 2)).toBe('ab…');
  });

  test.prop([trickyText, fc.integer({ min: 0, max: 40 })])(
    'a cut never leaves a lone surrogate, never splits a character, and keeps at most max characters',
    (text, max) => {
      const cut = sliceGraphemes(text, max);
      expect(LONE_SURROGATE.test(cut)).toBe(false);
      expect(text.startsWith(cut)).toBe(true);
      expect(graphemes(cut)).toEqual(graphemes(text).slice(0, max));
      expect(graphemeLength(cut)).toBe(Math.min(max, graphemeLength(text)));
    },
  );

  test.prop([trickyText])('the characters join back into the text, each one a whole cluster', (text) => {
    const parts = graphemes(text);
    expect(parts.join('')).toBe(text);
    expect(parts).toHaveLength(graphemeLength(text));
    for (const part of parts) expect(LONE_SURROGATE.test(part)).toBe(false);
  });
});

describe('graphemes without Intl.Segmenter (older browsers)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('counts and cuts by code points, never leaving a lone surrogate', async () => {
    const { Segmenter: _, ...intlWithoutSegmenter } = Object.getOwnPropertyDescriptors(Intl);
    vi.stubGlobal('Intl', Object.defineProperties({}, intlWithoutSegmenter));
    vi.resetModules();
    const fallback = await import('./graphemes.js');
    expect(fallback.graphemeLength('😀😀')).toBe(2);
    expect(fallback.graphemes('a😀')).toEqual(['a', '😀']);
    expect(fallback.sliceGraphemes('😀😀😀', 2)).toBe('😀😀');
    expect(fallback.truncateGraphemes('😀😀😀', 2)).toBe('😀😀…');
  });
});
