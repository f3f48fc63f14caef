import { describe, expect, it } from 'vitest';
import { avatarInitials, avatarTone, stackOverflow } from './avatar-initials';

describe('avatarInitials', () => {
  it('takes the first and last word of a name', () => {
    expect(avatarInitials('Alice Martin')).toBe('AM');
    expect(avatarInitials('carol ann de la cruz')).toBe('CC');
    expect(avatarInitials('Dave')).toBe('D');
  });

  it('takes one letter of an e-mail address', () => {
    expect(avatarInitials('bob.smith@acme.example')).toBe('B');
  });

  it('falls back to ? for a name with no letters', () => {
    expect(avatarInitials('  ')).toBe('?');
    expect(avatarInitials('')).toBe('?');
  });

  it('keeps non-Latin letters whole', () => {
    expect(avatarInitials('Émile Zola')).toBe('ÉZ');
  });
});

describe('avatarTone', () => {
  it('is stable for a name and in 1..6', () => {
    expect(avatarTone('Alice')).toBe(avatarTone('alice'));
    for (const name of ['a', 'bob', 'carol', 'dave', 'erin', 'frank', 'x'.repeat(200)]) {
      const tone = avatarTone(name);
      expect(tone).toBeGreaterThanOrEqual(1);
      expect(tone).toBeLessThanOrEqual(6);
    }
  });
});

describe('stackOverflow', () => {
  it('shows up to max and counts the rest as +N', () => {
    expect(stackOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
  });

  it('hides nothing when everyone fits', () => {
    expect(stackOverflow(['a', 'b', 'c'], 3)).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 });
    expect(stackOverflow([], 3)).toEqual({ shown: [], hidden: 0 });
  });
});
