import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseHex, readableOn } from './color';
import { type ColorTokens, palettes, themeModes, themeNames } from './tokens';

type Role = keyof ColorTokens;

/** Text roles and the backgrounds they are drawn on (WCAG AA: 4.5:1 for text). */
const textPairs: [text: Role, backgrounds: Role[]][] = [
  [
    'text',
    ['bg', 'surface', 'surfaceRaised', 'surfaceSunken', 'hover', 'pressed', 'selected', 'accentSurface'],
  ],
  ['textMuted', ['bg', 'surface', 'surfaceRaised', 'surfaceSunken', 'hover', 'selected']],
  ['accentText', ['bg', 'surface', 'surfaceRaised', 'selected', 'accentSurface', 'hover']],
  ['onAccent', ['accent', 'accentHover', 'accentPressed']],
  ['onDanger', ['danger', 'dangerHover']],
  ['dangerText', ['bg', 'surface', 'surfaceRaised', 'dangerSurface']],
  ['successText', ['bg', 'surfaceRaised', 'successSurface']],
  ['warningText', ['bg', 'surfaceRaised', 'warningSurface']],
  ['textInverse', ['inverseSurface']],
  ['text', ['dangerSurface', 'successSurface', 'warningSurface']],
  ['text', ['avatar1', 'avatar2', 'avatar3', 'avatar4', 'avatar5', 'avatar6']],
];

/** Non-text roles that must be seen against the background (WCAG 1.4.11: 3:1). */
const uiPairs: [ui: Role, backgrounds: Role[]][] = [
  ['focusRing', ['bg', 'surface', 'surfaceRaised']],
  ['borderStrong', ['bg', 'surface', 'surfaceRaised']],
  ['accent', ['bg', 'surface', 'surfaceRaised']],
];

describe('theme contrast (WCAG AA)', () => {
  for (const name of themeNames) {
    for (const mode of themeModes) {
      const palette = palettes[name][mode];
      describe(`${name} ${mode}`, () => {
        for (const [fg, bgs] of textPairs) {
          for (const bg of bgs) {
            it(`${fg} on ${bg} reaches 4.5:1`, () => {
              expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
            });
          }
        }
        for (const [fg, bgs] of uiPairs) {
          for (const bg of bgs) {
            it(`${fg} on ${bg} reaches 3:1`, () => {
              expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
            });
          }
        }
      });
    }
  }

  it('has all eight themes of the spec, light and dark', () => {
    expect(themeNames).toEqual(['blue', 'sand', 'purple', 'rose', 'navy', 'amber', 'coral', 'mint']);
    expect(Object.keys(palettes)).toHaveLength(8);
    for (const name of themeNames) expect(Object.keys(palettes[name])).toEqual(['light', 'dark']);
  });

  it('gives every theme its own accent', () => {
    const accents = new Set(themeNames.map((name) => palettes[name].light.accent));
    expect(accents.size).toBe(8);
  });
});

describe('colour maths', () => {
  it('computes the textbook ratios: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('mixes in sRGB', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.7)).toBe('#102030');
  });

  it('refuses a colour that is not six-digit hex', () => {
    expect(() => parseHex('red')).toThrow('Not a six-digit hex colour: red');
    expect(() => parseHex('#fff')).toThrow();
  });

  it('picks the readable text colour for a data colour', () => {
    expect(readableOn('#ffeb3b')).toBe('#14161b');
    expect(readableOn('#1a237e')).toBe('#ffffff');
  });
});
