import { SignInStateError } from './auth';
import { loadedOAuth } from './oidc-config';

/**
 * Why a sign-in failed, in the spec's terms (doc 2, section 8, "Sign-in: ..."). The screen turns
 * each kind into the catalogue's text; `server` carries the provider's own message.
 */
export type SignInFailure =
  | { kind: 'cancelled' }
  | { kind: 'suspended' }
  | { kind: 'too_many_attempts' }
  | { kind: 'invalid_request' }
  | { kind: 'server'; message: string }
  | { kind: 'other' };

export const SIGN_IN_FAILURE_KINDS = [
  'cancelled',
  'suspended',
  'too_many_attempts',
  'invalid_request',
  'server',
  'other',
] as const;

/** Classifies an OAuth error code (from the callback URL or the token endpoint). */
export function failureForOAuthError(error: string, description: string | undefined): SignInFailure {
  switch (error) {
    case 'access_denied':
    case 'consent_required':
      return { kind: 'cancelled' };
    case 'unauthorized_client':
      return { kind: 'suspended' };
    case 'slow_down':
    case 'temporarily_unavailable':
      return { kind: 'too_many_attempts' };
    case 'account_selection_required':
    case 'login_required':
    case 'interaction_required':
    case 'invalid_request':
    case 'invalid_grant':
    case 'invalid_scope':
    case 'unsupported_response_type':
      return { kind: 'invalid_request' };
    default:
      return description ? { kind: 'server', message: description } : { kind: 'other' };
  }
}

/** Classifies anything completeSignIn may throw. */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof SignInStateError) return { kind: 'invalid_request' };
  // oauth4webapi loads with the sign-in (oidc-config.ts): before that, nothing thrown can be its error.
  const oauth = loadedOAuth()?.oauth;
  if (!oauth) return { kind: 'other' };
  if (error instanceof oauth.AuthorizationResponseError) {
    return failureForOAuthError(error.error, error.error_description);
  }
  if (error instanceof oauth.ResponseBodyError) {
    if (error.status === 429) return { kind: 'too_many_attempts' };
    if (error.status === 401 && error.error !== 'invalid_client') return { kind: 'suspended' };
    return failureForOAuthError(error.error, error.error_description);
  }
  if (error instanceof oauth.OperationProcessingError) {
    // state mismatch, issuer mismatch, bad nonce: a replayed or forged callback.
    return { kind: 'invalid_request' };
  }
  return { kind: 'other' };
}

/** The failure to show on /signin when the callback sent the visitor back with `?error=...`. */
export function parseSignInFailure(search: { error?: string; message?: string }): SignInFailure | null {
  if (!search.error) return null;
  if ((SIGN_IN_FAILURE_KINDS as readonly string[]).includes(search.error)) {
    if (search.error === 'server')
      return search.message ? { kind: 'server', message: search.message } : { kind: 'other' };
    return { kind: search.error } as SignInFailure;
  }
  return { kind: 'other' };
}
