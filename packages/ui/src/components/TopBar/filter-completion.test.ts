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

  it('completes the known values of a filter after its colon, the team operators too', () => {
    expect(filterCompletion('is:unr')).toBe('ead');
    expect(filterCompletion('report has:att')).toBe('achment');
    expect(filterCompletion('status:in')).toBe('_progress');
    expect(filterCompletion('due:ov')).toBe('erdue');
    expect(filterCompletion('assignee:m')).toBe('e');
    expect(filterCompletion('ass')).toBe('ignee:');
  });

  it('offers nothing for a free value, a complete value or a bare colon', () => {
    expect(filterCompletion('from:al')).toBeNull();
    expect(filterCompletion('is:unread')).toBeNull();
    expect(filterCompletion('status:')).toBeNull();
  });

  it('offers nothing for plain words, or for an empty word', () => {
    expect(filterCompletion('quarterly')).toBeNull();
    expect(filterCompletion('report ')).toBeNull();
    expect(filterCompletion('')).toBeNull();
  });
});
