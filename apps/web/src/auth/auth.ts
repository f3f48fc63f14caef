import type * as OAuth from 'oauth4webapi';
import { client, discover, loadOAuth, redirectUri, SCOPE } from './oidc-config';
import { type StoredTokens, TOKENS_KEY, tokenStore } from './token-store';

/** Refresh this long before the access token expires, so no request carries a dying token. */
const EXPIRY_MARGIN_MS = 60_000;
export type AuthListener = (signedIn: boolean) => void;

/**
 * The signed-in session: OpenID Connect authorization code + PKCE against the configured issuer,
 * tokens in local storage, refresh on expiry (one refresh at a time, across tabs too).
 */
export class Auth {
  #refreshing: Promise<StoredTokens | null> | null = null;
  #listeners = new Set<AuthListener>();

  constructor() {
    // Another tab signed in, refreshed or signed out.
    window.addEventListener('storage', (event) => {
      if (event.key === TOKENS_KEY || event.key === null) this.#emit();
    });
  }

  /** True while there is a session to use: a live access token or a refresh token to renew it. */
  isSignedIn(): boolean {
    const tokens = tokenStore.read();
    if (!tokens) return false;
    return tokens.refresh_token !== null || tokens.expires_at > Date.now();
  }

  subscribe(listener: AuthListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #emit(): void {
    const signedIn = this.isSignedIn();
    for (const listener of this.#listeners) listener(signedIn);
  }

  /** Sends the browser to the provider. `returnTo` is the in-app path to land on afterwards. */
  async signIn(returnTo = '/inbox'): Promise<void> {
    const [as, { oauth }] = await Promise.all([discover(), loadOAuth()]);
    if (!as.authorization_endpoint) throw new Error('The identity provider has no authorization endpoint.');
    const code_verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    tokenStore.writePending({ code_verifier, state, nonce, return_to: safeReturnTo(returnTo) });

    const url = new URL(as.authorization_endpoint);
    url.searchParams.set('client_id', client.client_id);
    url.searchParams.set('redirect_uri', redirectUri());
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', SCOPE);
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(code_verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    url.searchParams.set('prompt', signInPrompt(as));
    window.location.assign(url.href);
  }

  /**
   * Finishes the sign-in on /auth/callback: checks state and issuer, trades the code for tokens
   * (checking the ID token's nonce) and returns the path to go to.
   */
  async completeSignIn(callbackUrl: URL): Promise<string> {
    const pending = tokenStore.readPending();
    tokenStore.writePending(null);
    const [as, { oauth, clientAuth, insecure }] = await Promise.all([discover(), loadOAuth()]);
    if (!pending) {
      // A reload of the callback page after it already succeeded: nothing to finish.
      if (this.isSignedIn()) return '/inbox';
      throw new SignInStateError();
    }
    const params = oauth.validateAuthResponse(as, client, callbackUrl, pending.state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuth,
      params,
      redirectUri(),
      pending.code_verifier,
      insecure,
    );
    const result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: pending.nonce,
      requireIdToken: true,
    });
    this.#store(result, null);
    return pending.return_to;
  }

  /**
   * A usable access token, refreshed when it is about to expire; null when signed out.
   * (The API client bounds the wait: 'Timed out waiting for access token.' after 10 s.)
   */
  async getAccessToken(): Promise<string | null> {
    const tokens = tokenStore.read();
    if (!tokens) return null;
    if (tokens.expires_at - EXPIRY_MARGIN_MS > Date.now()) return tokens.access_token;
    if (!tokens.refresh_token) {
      this.#clear();
      return null;
    }
    const refreshed = await this.#refresh();
    return refreshed?.access_token ?? null;
  }

  /** Forgets the session here and revokes the refresh token at the provider (best effort). */
  async signOut(): Promise<void> {
    const tokens = tokenStore.read();
    this.#clear();
    if (!tokens?.refresh_token) return;
    try {
      const [as, { oauth, clientAuth, insecure }] = await Promise.all([discover(), loadOAuth()]);
      if (as.revocation_endpoint) {
        await oauth.revocationRequest(as, client, clientAuth, tokens.refresh_token, insecure);
      }
    } catch (error) {
      console.warn('Switchboard: could not revoke the refresh token', error);
    }
  }

  /** Drops the session without asking the provider (e.g. the API said the token is not valid). */
  forget(): void {
    this.#clear();
  }

  #refresh(): Promise<StoredTokens | null> {
    if (!this.#refreshing) {
      this.#refreshing = this.#refreshLocked().finally(() => {
        this.#refreshing = null;
      });
    }
    return this.#refreshing;
  }

  /** One refresh at a time across tabs, too: a rotated refresh token is good for one use only. */
  async #refreshLocked(): Promise<StoredTokens | null> {
    if (typeof navigator !== 'undefined' && 'locks' in navigator) {
      return await navigator.locks.request('switchboard.auth.refresh', () => this.#refreshNow());
    }
    return this.#refreshNow();
  }

  async #refreshNow(): Promise<StoredTokens | null> {
    // Another tab may have refreshed while this one waited for the lock.
    const tokens = tokenStore.read();
    if (!tokens?.refresh_token) return null;
    if (tokens.expires_at - EXPIRY_MARGIN_MS > Date.now()) return tokens;
    const { oauth, clientAuth, insecure } = await loadOAuth();
    try {
      const as = await discover();
      const response = await oauth.refreshTokenGrantRequest(
        as,
        client,
        clientAuth,
        tokens.refresh_token,
        insecure,
      );
      const result = await oauth.processRefreshTokenResponse(as, client, response);
      return this.#store(result, tokens);
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError) {
        // invalid_grant and friends: the session is over.
        this.#clear();
        return null;
      }
      throw error;
    }
  }

  #store(result: OAuth.TokenEndpointResponse, previous: StoredTokens | null): StoredTokens {
    const tokens: StoredTokens = {
      access_token: result.access_token,
      expires_at: Date.now() + (result.expires_in ?? 300) * 1000,
      refresh_token: result.refresh_token ?? previous?.refresh_token ?? null,
      id_token: result.id_token ?? previous?.id_token ?? null,
    };
    tokenStore.write(tokens);
    this.#emit();
    return tokens;
  }

  #clear(): void {
    tokenStore.write(null);
    this.#emit();
  }
}

/** The callback page was opened without a sign-in this tab started (or its storage was lost). */
export class SignInStateError extends Error {
  override name = 'SignInStateError';
  constructor() {
    super('invalid_request');
  }
}

/**
 * Always let the user choose the account (the embedded provider's chooser lists the demo users;
 * after a sign-out the next sign-in must not silently reuse the provider's session), and ask for
 * consent, without which OpenID Connect providers drop offline_access (the refresh token).
 */
export function signInPrompt(as: OAuth.AuthorizationServer): string {
  const supported = as.prompt_values_supported;
  const choose =
    Array.isArray(supported) && supported.includes('select_account') ? 'select_account' : 'login';
  return `${choose} consent`;
}

/** Only in-app paths, never another origin (an open redirect). */
export function safeReturnTo(path: string | undefined): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/inbox';
  if (path.startsWith('/signin') || path.startsWith('/auth/')) return '/inbox';
  return path;
}
