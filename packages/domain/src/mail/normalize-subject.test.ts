import { describe, expect, it } from 'vitest';
import { normalizeSubject } from './normalize-subject.js';

describe('normalizeSubject', () => {
  it('removes reply and forward prefixes, repeatedly ("RE: Fwd:  Launch plan")', () => {
    expect(normalizeSubject('RE: Fwd:  Launch plan')).toBe('launch plan');
    expect(normalizeSubject('Re[2]: Launch plan')).toBe('launch plan');
  });

  it('knows German, Nordic and Chinese prefixes ("AW: WG: Angebot", "SV: Möte", "回复：会议")', () => {
    expect(normalizeSubject('AW: WG: Angebot')).toBe('angebot');
    expect(normalizeSubject('SV: Möte')).toBe('möte');
    expect(normalizeSubject('回复：会议')).toBe('会议');
  });

  it('keeps words that merely start like a prefix ("Review: Q3", "Fwding")', () => {
    expect(normalizeSubject('Review: Q3')).toBe('review: q3');
    expect(normalizeSubject('Fwding')).toBe('fwding');
  });

  it('reads a missing subject as empty', () => {
    expect(normalizeSubject(null)).toBe('');
    expect(normalizeSubject(undefined)).toBe('');
  });
});
