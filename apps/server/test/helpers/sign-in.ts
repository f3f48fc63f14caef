import { createHash, randomBytes } from 'node:crypto';

/** A cookie jar good enough for the provider's cookies (name=value, sent on every request to the server). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

const CLIENT_ID = 'switchboard-web';

/**
 * Signs in through the REAL embedded OIDC provider, exactly as the web app does: authorization request with
 * PKCE (S256), the account chooser form, the redirect back with a code, and the code exchange at the token
 * endpoint. Answers the provider's tokens (a JWT access token for the API, a refresh token).
 */
export async function signIn(baseUrl: string, userId: string): Promise<Tokens> {
  return signInThroughChooser(baseUrl, (html) => {
    if (!html.includes(`value="${userId}"`))
      throw new Error(`account ${userId} is not offered by the chooser`);
    return new URLSearchParams({ account: userId });
  });
}

/** The same flow, typing an address under the chooser's 'Use another address' (a Google account of one's own). */
export async function signInWithAddress(baseUrl: string, email: string): Promise<Tokens> {
  return signInThroughChooser(baseUrl, () => new URLSearchParams({ email }));
}

async function signInThroughChooser(
  baseUrl: string,
  choose: (chooserHtml: string) => URLSearchParams,
): Promise<Tokens> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${baseUrl}/auth/callback`;
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${baseUrl}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();

  let url = authorize.toString();
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(response);
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      const location = new URL(response.headers.get('location') ?? '', url);
      if (location.href.startsWith(redirectUri)) {
        const code = location.searchParams.get('code');
        if (location.searchParams.get('state') !== state) throw new Error('state mismatch');
        if (!code) throw new Error(`no code in redirect: ${location.search}`);
        return exchange(baseUrl, code, verifier, redirectUri);
      }
      url = location.href;
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(
        `sign-in failed with ${response.status}: ${html.replace(/<style>[\s\S]*?<\/style>/, '').slice(0, 600)}`,
      );
    const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
    if (!action) throw new Error(`no account chooser in: ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    body = choose(html);
  }
  throw new Error('too many redirects during sign-in');
}

async function exchange(
  baseUrl: string,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }),
  });
  const json = (await response.json()) as Tokens & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`token exchange failed: ${json.error} ${json.error_description}`);
  return json;
}

/** Uses a refresh token at the token endpoint. */
export async function refresh(baseUrl: string, refreshToken: string): Promise<Tokens> {
  const response = await fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: refreshToken,
    }),
  });
  const json = (await response.json()) as Tokens & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`refresh failed: ${json.error} ${json.error_description}`);
  return json;
}
