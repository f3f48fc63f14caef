import { describe, expect, it } from 'vitest';
import { readPendingSignIn, readStoredTokens } from './token-store';

const tokens = { access_token: 'a', expires_at: 1_700_000_000_000, refresh_token: 'r', id_token: null };
const pending = { code_verifier: 'v'.repeat(43), state: 's', nonce: 'n', return_to: '/inbox' };

describe('the stored sign-in', () => {
  it('reads tokens of the stored shape, and only their fields', () => {
    expect(readStoredTokens(tokens)).toEqual(tokens);
    expect(readStoredTokens({ ...tokens, extra: 1 })).toEqual(tokens);
  });

  it('refuses tokens of another shape', () => {
    expect(readStoredTokens({ ...tokens, access_token: '' })).toBeNull();
    expect(readStoredTokens({ ...tokens, expires_at: '1700000000000' })).toBeNull();
    expect(readStoredTokens({ ...tokens, refresh_token: undefined })).toBeNull();
    expect(readStoredTokens({ ...tokens, id_token: '' })).toBeNull();
    expect(readStoredTokens([tokens])).toBeNull();
    expect(readStoredTokens(null)).toBeNull();
  });

  it('reads a pending sign-in whose verifier is long enough and whose return is an in-app path', () => {
    expect(readPendingSignIn(pending)).toEqual(pending);
    expect(readPendingSignIn({ ...pending, code_verifier: 'v'.repeat(42) })).toBeNull();
    expect(readPendingSignIn({ ...pending, return_to: 'https://elsewhere.example' })).toBeNull();
    expect(readPendingSignIn({ ...pending, nonce: '' })).toBeNull();
  });
});
