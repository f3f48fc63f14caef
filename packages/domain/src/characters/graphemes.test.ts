import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONE_SURROGATE, trickyText } from '../../test-support/unicode-text.js';
import { fitGraphemes, graphemeLength, graphemes, sliceGraphemes, truncateGraphemes } from './graphemes.js';

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
    // ASCII up to the cut, then a mark that joins the next letter: the cut is still between whole characters.
    expect(truncateGraphemes('abce\u0301f', 3)).toBe('abc…');
    expect(truncateGraphemes('abe\u0301f', 3)).toBe('abe\u0301…');
    expect(truncateGraphemes(`${'word '.repeat(2000)}end`, 140, 139)).toBe(
      `${'word '.repeat(28).slice(0, 139)}…`,
    );
  });

  test.prop([trickyText, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })])(
    'truncating keeps the first keep characters and an ellipsis exactly when the text has more than max',
    (text, max, keepAt) => {
      const keep = Math.min(keepAt, max);
      const all = graphemes(text);
      const expected = all.length > max ? `${all.slice(0, keep).join('')}…` : text;
      expect(truncateGraphemes(text, max, keep)).toBe(expected);
    },
  );

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

  it('fits a budget of UTF-16 units with whole characters only', () => {
    expect(fitGraphemes('👍🏽👍🏽', 7)).toBe('👍🏽'); // each is 4 units
    expect(fitGraphemes('👍🏽👍🏽', 8)).toBe('👍🏽👍🏽');
    expect(fitGraphemes('ae\u0301', 2)).toBe('a');
    expect(fitGraphemes('abc', 0)).toBe('');
  });

  test.prop([trickyText, fc.integer({ min: 0, max: 80 })])(
    'a fit never leaves a lone surrogate, never splits a character, and holds at most the budget',
    (text, maxUnits) => {
      const cut = fitGraphemes(text, maxUnits);
      expect(cut.length).toBeLessThanOrEqual(maxUnits);
      expect(LONE_SURROGATE.test(cut)).toBe(false);
      const parts = graphemes(text);
      const kept = graphemes(cut);
      expect(kept).toEqual(parts.slice(0, kept.length));
      // As long as it can be: the next whole character would not fit.
      const next = parts[kept.length];
      if (next !== undefined) expect(cut.length + next.length).toBeGreaterThan(maxUnits);
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
    expect(fallback.fitGraphemes('😀😀😀', 5)).toBe('😀😀');
  });
});
