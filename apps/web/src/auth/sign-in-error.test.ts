import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignInStateError } from './auth';
import { loadOAuth } from './oidc-config';
import { failureForOAuthError, parseSignInFailure, signInFailure } from './sign-in-error';

// The app loads oauth4webapi with the sign-in (oidc-config.ts); so do these tests.
beforeAll(async () => {
  await loadOAuth();
});

describe('failureForOAuthError (spec doc 2, section 8, "Sign-in: ...")', () => {
  it('reads access_denied as a cancelled sign-in', () => {
    expect(failureForOAuthError('access_denied', 'End-User aborted interaction')).toEqual({
      kind: 'cancelled',
    });
  });

  it('reads an unauthorized client as a suspended account', () => {
    expect(failureForOAuthError('unauthorized_client', undefined)).toEqual({ kind: 'suspended' });
  });

  it('reads throttling as too many attempts', () => {
    expect(failureForOAuthError('temporarily_unavailable', undefined)).toEqual({ kind: 'too_many_attempts' });
  });

  it('reads malformed requests and spent codes as an invalid request', () => {
    expect(failureForOAuthError('invalid_request', 'x')).toEqual({ kind: 'invalid_request' });
    expect(failureForOAuthError('invalid_grant', 'grant request is invalid')).toEqual({
      kind: 'invalid_request',
    });
  });

  it("shows the server's message for any other error that carries one", () => {
    expect(failureForOAuthError('server_error', 'The account chooser is down')).toEqual({
      kind: 'server',
      message: 'The account chooser is down',
    });
    expect(failureForOAuthError('server_error', undefined)).toEqual({ kind: 'other' });
  });
});

describe('signInFailure', () => {
  it('reads a callback this tab did not start as an invalid request', () => {
    expect(signInFailure(new SignInStateError())).toEqual({ kind: 'invalid_request' });
  });

  it('reads an authorization error response by its error code', () => {
    const error = new oauth.AuthorizationResponseError('authorization response', {
      cause: new URLSearchParams({ error: 'access_denied' }),
    });
    expect(signInFailure(error)).toEqual({ kind: 'cancelled' });
  });

  it('reads anything unexpected as the generic sign-in failure', () => {
    expect(signInFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'other' });
  });
});

describe('parseSignInFailure (the ?error= of /signin)', () => {
  it('is null without an error', () => {
    expect(parseSignInFailure({})).toBeNull();
  });

  it('round-trips every kind, and the server message', () => {
    expect(parseSignInFailure({ error: 'cancelled' })).toEqual({ kind: 'cancelled' });
    expect(parseSignInFailure({ error: 'server', message: 'Nope' })).toEqual({
      kind: 'server',
      message: 'Nope',
    });
  });

  it('reads unknown kinds, and a server error without message, as the generic failure', () => {
    expect(parseSignInFailure({ error: '<script>' })).toEqual({ kind: 'other' });
    expect(parseSignInFailure({ error: 'server' })).toEqual({ kind: 'other' });
  });
});
