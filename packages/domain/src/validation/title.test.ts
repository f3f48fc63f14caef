import { describe, expect, it } from 'vitest';
import { normalizeTitle, replyTitle } from './title.js';

describe('replyTitle', () => {
  it("reply title gets prefix 'Re: ' unless it already starts with 're:' (case-insensitive)", () => {
    expect(replyTitle('Plans')).toBe('Re: Plans');
    expect(replyTitle('RE: Plans')).toBe('RE: Plans');
    expect(replyTitle('re:Plans')).toBe('re:Plans');
    expect(replyTitle('Reply needed')).toBe('Re: Reply needed');
  });
  it('a null title reads as empty', () => {
    expect(replyTitle(null)).toBe('Re: ');
  });
});

describe('normalizeTitle', () => {
  it('a blank title becomes null', () => {
    expect(normalizeTitle('   ')).toBeNull();
    expect(normalizeTitle(null)).toBeNull();
    expect(normalizeTitle(undefined)).toBeNull();
    expect(normalizeTitle(' Plans ')).toBe('Plans');
  });
});
