import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { forwardTitle, normalizeTitle, replyTitle } from './title.js';

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

describe('forwardTitle', () => {
  it("a forward's subject gets the prefix 'Fwd: ' once, never 'Fwd: Fwd:'", () => {
    expect(forwardTitle('Plans')).toBe('Fwd: Plans');
    expect(forwardTitle('Fwd: Plans')).toBe('Fwd: Plans');
    expect(forwardTitle('FWD:Plans')).toBe('FWD:Plans');
    expect(forwardTitle('Re: Plans')).toBe('Fwd: Re: Plans');
    expect(forwardTitle('Fwdable plans')).toBe('Fwd: Fwdable plans');
  });
  it('a null title reads as empty', () => {
    expect(forwardTitle(null)).toBe('Fwd: ');
  });
  test.prop([fc.option(fc.string(), { nil: null })])('forwarding a forward changes nothing', (title) => {
    const once = forwardTitle(title);
    expect(forwardTitle(once)).toBe(once);
    expect(once.toLowerCase().match(/fwd:/g)?.length ?? 0).toBeGreaterThanOrEqual(1);
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
