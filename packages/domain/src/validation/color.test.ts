import { describe, expect, it } from 'vitest';
import { DEFAULT_LABEL_COLOR, validateHexColor } from './color.js';

describe('validateHexColor', () => {
  it("color codes must be six-digit hex, else 'Invalid hex color code'", () => {
    expect(validateHexColor('#A1b2C3')).toBeNull();
    expect(validateHexColor('#abc')).toBe('Invalid hex color code');
    expect(validateHexColor('a1b2c3')).toBe('Invalid hex color code');
    expect(validateHexColor('#gggggg')).toBe('Invalid hex color code');
  });
  it('the default label colour is slate gray', () => {
    expect(DEFAULT_LABEL_COLOR).toBe('#708090');
    expect(validateHexColor(DEFAULT_LABEL_COLOR)).toBeNull();
  });
});
