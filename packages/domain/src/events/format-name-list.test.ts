import { describe, expect, it } from 'vitest';
import { formatNameList } from './format-name-list.js';

describe("formatNameList: \"one name; 'A & B'; 'A, B & C'; 'A & N others'\"", () => {
  it('shows one name as is', () => {
    expect(formatNameList(['Alice'])).toBe('Alice');
  });

  it("joins two names as 'A & B'", () => {
    expect(formatNameList(['Alice', 'Bob'])).toBe('Alice & Bob');
  });

  it("joins three names as 'A, B & C'", () => {
    expect(formatNameList(['Alice', 'Bob', 'Carol'])).toBe('Alice, Bob & Carol');
  });

  it("shows more than three names as 'A & N others'", () => {
    expect(formatNameList(['Alice', 'Bob', 'Carol', 'Dave'])).toBe('Alice & 3 others');
    expect(formatNameList(['Alice', 'Bob', 'Carol', 'Dave', 'Erin'])).toBe('Alice & 4 others');
  });

  it('gives an empty string for no names', () => {
    expect(formatNameList([])).toBe('');
  });
});
