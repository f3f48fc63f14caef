import { describe, expect, it } from 'vitest';
import { GMAIL_FULL_SCOPE, GMAIL_MODIFY_SCOPE, gmailReauthReason, hasGmailScopes } from './gmail-access.js';

describe('Gmail access', () => {
  it('needs gmail.modify (or the full mail scope)', () => {
    expect(hasGmailScopes(`openid email ${GMAIL_MODIFY_SCOPE}`)).toBe(true);
    expect(hasGmailScopes([GMAIL_FULL_SCOPE])).toBe(true);
    expect(hasGmailScopes('openid email https://www.googleapis.com/auth/gmail.readonly')).toBe(false);
    expect(hasGmailScopes([])).toBe(false);
  });

  it('asks to sign in again when the grant is revoked, else when scopes are missing', () => {
    expect(gmailReauthReason({ revoked: true, scopes: [GMAIL_MODIFY_SCOPE] })).toBe('revoked');
    expect(gmailReauthReason({ revoked: false, scopes: ['openid'] })).toBe('scopes');
    expect(gmailReauthReason({ revoked: false, scopes: [GMAIL_MODIFY_SCOPE] })).toBeNull();
  });
});
