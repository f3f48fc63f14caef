import { describe, expect, it } from 'vitest';
import { canSelectMoreInvites, isValidEmail, toggleInviteSelection, validateInviteEmail } from './email.js';

const ctx = { invited: ['carol@acme.example'], members: ['Alice@Acme.example'] };

describe('validateInviteEmail', () => {
  it("must look like an email: 'Please enter a valid email address'", () => {
    expect(validateInviteEmail('bob', ctx)).toBe('Please enter a valid email address');
    expect(validateInviteEmail('bob@acme', ctx)).toBe('Please enter a valid email address');
  });
  it("'This person has already been invited'", () => {
    expect(validateInviteEmail(' CAROL@acme.example ', ctx)).toBe('This person has already been invited');
  });
  it("'This person is already a member of your team'", () => {
    expect(validateInviteEmail('alice@acme.example', ctx)).toBe(
      'This person is already a member of your team',
    );
  });
  it('accepts a new address', () => {
    expect(validateInviteEmail('dave@acme.example', ctx)).toBeNull();
  });
});

describe('isValidEmail', () => {
  it('accepts name@domain.tld and refuses spaces and separators', () => {
    expect(isValidEmail('a.b+c@mail.acme.example')).toBe(true);
    expect(isValidEmail('a b@acme.example')).toBe(false);
    expect(isValidEmail('a,b@acme.example')).toBe(false);
    expect(isValidEmail('@acme.example')).toBe(false);
  });
});

describe('invite selection cap of 50', () => {
  it('once reached more cannot be ticked', () => {
    expect(canSelectMoreInvites(49)).toBe(true);
    expect(canSelectMoreInvites(50)).toBe(false);
    const full = Array.from({ length: 50 }, (_, i) => `u${i}@acme.example`);
    expect(toggleInviteSelection(full, 'extra@acme.example')).toHaveLength(50);
  });
  it('toggles an address in and out', () => {
    expect(toggleInviteSelection([], 'a@acme.example')).toEqual(['a@acme.example']);
    expect(toggleInviteSelection(['a@acme.example'], 'a@acme.example')).toEqual([]);
  });
});
