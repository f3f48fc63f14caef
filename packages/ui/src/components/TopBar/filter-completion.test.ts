import { describe, expect, it } from 'vitest';
import { filterCompletion } from './filter-completion';

describe('filterCompletion', () => {
  it('completes the filter name being typed, with its colon', () => {
    expect(filterCompletion('fr')).toBe('om:');
    expect(filterCompletion('invoice subj')).toBe('ect:');
  });

  it('adds only the colon to a complete filter name', () => {
    expect(filterCompletion('from')).toBe(':');
  });

  it('completes a negated filter and ignores case', () => {
    expect(filterCompletion('-Lab')).toBe('el:');
  });

  it('offers nothing after a colon, for plain words, or for an empty word', () => {
    expect(filterCompletion('from:al')).toBeNull();
    expect(filterCompletion('quarterly')).toBeNull();
    expect(filterCompletion('report ')).toBeNull();
    expect(filterCompletion('')).toBeNull();
  });
});

describe('filterCompletion inside groups', () => {
  it("completes names after '(' and an operator's values inside its group", () => {
    expect(filterCompletion('(fr')).toBe('om:');
    expect(filterCompletion('is:(starred un')).toBe('read');
  });
});
