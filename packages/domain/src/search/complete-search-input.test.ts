import { describe, expect, it } from 'vitest';
import { completeSearchInput } from './complete-search-input.js';

describe('completeSearchInput', () => {
  it('completes the filter name being typed, with its colon', () => {
    expect(completeSearchInput('fr')).toBe('om:');
    expect(completeSearchInput('invoice subj')).toBe('ect:');
    expect(completeSearchInput('from')).toBe(':');
    expect(completeSearchInput('-Lab')).toBe('el:');
  });

  it('completes a filter name at the start of a group or after a closed one', () => {
    expect(completeSearchInput('(fr')).toBe('om:');
    expect(completeSearchInput('{from:amy fr')).toBe('om:');
    expect(completeSearchInput('-(subj')).toBe('ect:');
    expect(completeSearchInput('subject:(a b) la')).toBe('bel:');
  });

  it('completes the values of enumerated filters and due keywords', () => {
    expect(completeSearchInput('is:sta')).toBe('rred');
    expect(completeSearchInput('-IS:Un')).toBe('read');
    expect(completeSearchInput('due:ov')).toBe('erdue');
    expect(completeSearchInput('is:starred')).toBeNull();
    expect(completeSearchInput('is:')).toBeNull();
  });

  // support.google.com/mail/answer/7190: inside `subject:(dinner movie)` every word is a subject value.
  it("inside an operator's group, completes that operator's values", () => {
    expect(completeSearchInput('is:(starred un')).toBe('read');
    expect(completeSearchInput('is:(starred OR (snoozed sp')).toBe('am');
    expect(completeSearchInput('has:{attachment -ima')).toBe('ge');
    expect(completeSearchInput('subject:(fr')).toBeNull();
    expect(completeSearchInput('subject:(a) fr')).toBe('om:');
  });

  it('offers nothing for free-text values, plain words, an empty word or inside a quote', () => {
    expect(completeSearchInput('from:al')).toBeNull();
    expect(completeSearchInput('quarterly')).toBeNull();
    expect(completeSearchInput('report ')).toBeNull();
    expect(completeSearchInput('')).toBeNull();
    expect(completeSearchInput('"fr')).toBeNull();
    expect(completeSearchInput('"a b" fr')).toBe('om:');
    expect(completeSearchInput('foo:ba')).toBeNull();
    expect(completeSearchInput('fr"o')).toBeNull();
  });
});
