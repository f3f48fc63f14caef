import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for Google (which cannot be reached from here): the Gmail REST API paths the official
 * client calls, answered with the response shapes of Google's API reference and discovery document
 * (users.getProfile, messages.list, messages.get format=raw, history.list, watch, messages.send; 403 for a
 * token without a Gmail scope), Google's OAuth 2.0 web-server flow as documented
 * (https://developers.google.com/identity/protocols/oauth2/web-server): the authorization endpoint with its
 * consent page (Cancel answers `error=access_denied`, unticking a permission grants less), the token endpoint
 * (authorization codes checked against client, redirect_uri and the PKCE S256 challenge, one use; refresh
 * grants, `invalid_grant` once revoked) and the revocation endpoint; and a JWKS with a locally generated RSA
 * key that signs Pub/Sub push tokens like Google's.
 */
export interface StoredGmailMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  raw: string;
  historyId: number;
  internalDate: number;
}

export interface GmailStandIn {
  url: string;
  /** Every API request, for assertions: method, path, query and JSON body. */
  requests: { method: string; path: string; query: URLSearchParams; body: unknown }[];
  messages: StoredGmailMessage[];
  /** The query of every request to the authorization endpoint (what the consent page was asked for). */
  authorizations: URLSearchParams[];
  /** Tokens revoked through the revocation endpoint. */
  revokedTokens: string[];
  /** The most `messages.get` requests that were in flight at once. */
  maxGetsInFlight(): number;
  /**
   * Answers the consent page of `authorizationUrl` as a user would (Continue, or Cancel; `scopes` are the
   * permissions left ticked, default all asked for) and gives the address Google sends the browser back to.
   */
  consent(authorizationUrl: string, decision: 'allow' | 'deny', scopes?: string[]): Promise<URL>;
  /** Adds a message to the mailbox (a new history record), as mail arriving at Gmail would. */
  deliver(input: { id: string; threadId: string; raw: string; labelIds?: string[] }): StoredGmailMessage;
  /** The user revoked Switchboard's access: tokens stop working, refreshing answers invalid_grant. */
  revoke(): void;
  /** History older than this is gone (history.list answers 404). */
  forgetHistoryBefore(historyId: number): void;
  historyId(): number;
  /** A Pub/Sub push token signed by the stand-in's key (or by `otherKey`), with these claims over the defaults. */
  pushToken(claims: Record<string, unknown>, options?: { otherKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startGmailStandIn(options: {
  emailAddress: string;
  /** A grant the mailbox already gave (refresh token and its scopes), as if connected before. */
  refreshToken: string;
  scope: string;
  /** The OAuth client the authorization and token endpoints accept (default any client id, this secret unchecked). */
  client?: { id: string; secret: string };
  /** Listen on this port (default: a free one). */
  port?: number;
  /** How long `messages.get` takes to answer (default 0). */
  getLatencyMs?: number;
}): Promise<GmailStandIn> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = {
    ...(await exportJWK(keys.publicKey)),
    kid: 'stand-in-1',
    alg: 'RS256',
    use: 'sig',
  };
  const messages: StoredGmailMessage[] = [];
  let getsInFlight = 0;
  let maxGetsInFlight = 0;
  const history: { id: number; added: StoredGmailMessage }[] = [];
  const requests: GmailStandIn['requests'] = [];
  /** Access token -> the scopes it carries. */
  const accessTokens = new Map<string, string>();
  /** Refresh token -> its grant. */
  const grants = new Map<string, { scope: string; revoked: boolean }>([
    [options.refreshToken, { scope: options.scope, revoked: false }],
  ]);
  /** Consent pages shown and not answered yet, by id. */
  const pendingConsents = new Map<string, URLSearchParams>();
  /** Authorization codes issued and not exchanged yet. */
  const codes = new Map<
    string,
    { clientId: string; redirectUri: string; challenge: string | null; method: string; scope: string }
  >();
  const authorizations: URLSearchParams[] = [];
  const revokedTokens: string[] = [];
  let historyId = 1000;
  let oldestHistory = 0;
  let tokenCount = 0;
  let sentCount = 0;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  // Google's error envelope (https://cloud.google.com/apis/design/errors).
  const googleError = (res: http.ServerResponse, code: number, status: string, message: string) =>
    json(res, code, {
      error: { code, message, errors: [{ message, domain: 'global', reason: status.toLowerCase() }], status },
    });

  function store(input: { id: string; threadId: string; raw: string; labelIds?: string[] }) {
    historyId += 1;
    const m: StoredGmailMessage = {
      id: input.id,
      threadId: input.threadId,
      labelIds: input.labelIds ?? ['UNREAD', 'INBOX', 'CATEGORY_PERSONAL'],
      raw: Buffer.from(input.raw).toString('base64url'),
      historyId,
      internalDate: Date.now(),
    };
    messages.push(m);
    history.push({ id: historyId, added: m });
    return m;
  }

  const html = (res: http.ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
  const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  /** What each scope's line on the consent page says (Google's wording). */
  const scopeLabels: Record<string, string> = {
    'https://www.googleapis.com/auth/gmail.modify': 'Read, compose, and send emails from your Gmail account',
    'https://mail.google.com/': 'Read, compose, send, and permanently delete all your email from Gmail',
  };
  const issueAccessToken = (scope: string) => {
    tokenCount += 1;
    const t = `ya29.stand-in-${tokenCount}`;
    accessTokens.set(t, scope);
    return t;
  };

  /** Google's authorization endpoint: checks the request, then shows the consent page. */
  function authorize(query: URLSearchParams, res: http.ServerResponse) {
    authorizations.push(query);
    const clientId = query.get('client_id');
    if (!clientId || (options.client && clientId !== options.client.id))
      return html(res, 401, '<h1>Access blocked: Authorization Error</h1><p>Error 401: invalid_client</p>');
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri || query.get('response_type') !== 'code' || !query.get('scope'))
      return html(res, 400, '<h1>Access blocked: Authorization Error</h1><p>Error 400: invalid_request</p>');
    const id = randomBytes(12).toString('base64url');
    pendingConsents.set(id, query);
    const scopes = (query.get('scope') ?? '').split(/\s+/).filter(Boolean);
    return html(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google Accounts (stand-in)</title></head><body><main>
<h1>Switchboard wants access to your Google Account</h1>
<p>${escapeHtml(options.emailAddress)}</p>
<form method="post" action="/o/oauth2/v2/auth/decision">
<input type="hidden" name="request" value="${id}">
<fieldset><legend>Select what Switchboard can access</legend>
${scopes
  .map(
    (scope, i) =>
      `<div><input type="checkbox" id="scope-${i}" name="scope" value="${escapeHtml(scope)}" checked><label for="scope-${i}">${escapeHtml(scopeLabels[scope] ?? scope)}</label></div>`,
  )
  .join('\n')}
</fieldset>
<button type="submit" name="decision" value="deny">Cancel</button>
<button type="submit" name="decision" value="allow">Continue</button>
</form></main></body></html>`,
    );
  }

  /** The consent page's answer: back to the client with a code (what was left ticked) or `access_denied`. */
  function decide(form: URLSearchParams, res: http.ServerResponse) {
    const query = pendingConsents.get(form.get('request') ?? '');
    if (!query) return html(res, 400, '<p>This consent request has expired.</p>');
    pendingConsents.delete(form.get('request') ?? '');
    const back = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state');
    if (form.get('decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = `4/0Ab${randomBytes(24).toString('base64url')}`;
      const scope = form.getAll('scope').join(' ');
      codes.set(code, {
        clientId: query.get('client_id') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        challenge: query.get('code_challenge'),
        method: query.get('code_challenge_method') ?? 'plain',
        scope,
      });
      back.searchParams.set('code', code);
      back.searchParams.set('scope', scope);
    }
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  }

  /** Google's token endpoint: authorization codes (with PKCE) and refresh tokens. */
  function token(req: http.IncomingMessage, form: URLSearchParams, res: http.ServerResponse) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [basicId, basicSecret] = basic
      ? Buffer.from(basic[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')
      : [undefined, undefined];
    const clientId = form.get('client_id') ?? basicId;
    const clientSecret = form.get('client_secret') ?? basicSecret;
    if (options.client && (clientId !== options.client.id || clientSecret !== options.client.secret))
      return json(res, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code);
      if (!issued || issued.clientId !== clientId)
        return json(res, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      if (form.get('redirect_uri') !== issued.redirectUri)
        return json(res, 400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
      const verifier = form.get('code_verifier');
      if (issued.challenge !== null) {
        const computed =
          issued.method === 'S256' && verifier
            ? createHash('sha256').update(verifier).digest('base64url')
            : verifier;
        if (computed !== issued.challenge)
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      }
      const refresh = `1//stand-in-${randomBytes(12).toString('base64url')}`;
      grants.set(refresh, { scope: issued.scope, revoked: false });
      return json(res, 200, {
        access_token: issueAccessToken(issued.scope),
        expires_in: 3599,
        refresh_token: refresh,
        scope: issued.scope,
        token_type: 'Bearer',
      });
    }
    const grant = grants.get(form.get('refresh_token') ?? '');
    if (form.get('grant_type') !== 'refresh_token' || !grant || grant.revoked)
      return json(res, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
    return json(res, 200, {
      access_token: issueAccessToken(grant.scope),
      expires_in: 3599,
      scope: grant.scope,
      token_type: 'Bearer',
    });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [publicJwk] });
      if (url.pathname === '/o/oauth2/v2/auth' && req.method === 'GET')
        return authorize(url.searchParams, res);
      if (url.pathname === '/o/oauth2/v2/auth/decision' && req.method === 'POST')
        return decide(new URLSearchParams(text), res);
      if (url.pathname === '/token' && req.method === 'POST')
        return token(req, new URLSearchParams(text), res);
      if (url.pathname === '/revoke' && req.method === 'POST') {
        const t = url.searchParams.get('token') ?? new URLSearchParams(text).get('token') ?? '';
        const grant = grants.get(t);
        if (!grant && !accessTokens.has(t))
          return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
        revokedTokens.push(t);
        if (grant) grant.revoked = true;
        accessTokens.delete(t);
        return json(res, 200, {});
      }
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const tokenScope = accessTokens.get(bearer);
      if (tokenScope === undefined)
        return googleError(
          res,
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
      if (
        !/(^|\s)(https:\/\/www\.googleapis\.com\/auth\/gmail\.modify|https:\/\/mail\.google\.com\/)(\s|$)/.test(
          tokenScope,
        )
      )
        return googleError(res, 403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
      const path = url.pathname.replace(/^\/gmail\/v1\/users\/me/, '');
      if (req.method === 'GET' && path === '/profile')
        return json(res, 200, {
          emailAddress: options.emailAddress,
          messagesTotal: messages.length,
          threadsTotal: new Set(messages.map((m) => m.threadId)).size,
          historyId: String(historyId),
        });
      if (req.method === 'GET' && path === '/messages') {
        const max = Number(url.searchParams.get('maxResults') ?? 100);
        const newest = [...messages].reverse().slice(0, max);
        return json(res, 200, {
          messages: newest.map((m) => ({ id: m.id, threadId: m.threadId })),
          resultSizeEstimate: newest.length,
        });
      }
      const get = /^\/messages\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && get) {
        // Answered after `getLatencyMs`, as over a network; how many were in flight at once is kept.
        getsInFlight += 1;
        maxGetsInFlight = Math.max(maxGetsInFlight, getsInFlight);
        setTimeout(() => {
          getsInFlight -= 1;
          const m = messages.find((x) => x.id === get[1]);
          if (!m) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
          json(res, 200, {
            id: m.id,
            threadId: m.threadId,
            labelIds: m.labelIds,
            snippet: '',
            sizeEstimate: Buffer.from(m.raw, 'base64url').byteLength,
            historyId: String(m.historyId),
            internalDate: String(m.internalDate),
            raw: m.raw,
          });
        }, options.getLatencyMs ?? 0);
        return;
      }
      if (req.method === 'GET' && path === '/history') {
        const start = Number(url.searchParams.get('startHistoryId'));
        if (!Number.isFinite(start) || start < oldestHistory)
          return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        const records = history.filter((h) => h.id > start);
        return json(res, 200, {
          ...(records.length > 0
            ? {
                history: records.map((h) => ({
                  id: String(h.id),
                  messages: [{ id: h.added.id, threadId: h.added.threadId }],
                  messagesAdded: [
                    { message: { id: h.added.id, threadId: h.added.threadId, labelIds: h.added.labelIds } },
                  ],
                })),
              }
            : {}),
          historyId: String(historyId),
        });
      }
      if (req.method === 'POST' && path === '/watch')
        return json(res, 200, {
          historyId: String(historyId),
          expiration: String(Date.now() + 7 * 24 * 60 * 60 * 1000),
        });
      if (req.method === 'POST' && path === '/messages/send') {
        const request = body as { raw?: string; threadId?: string };
        if (!request?.raw)
          return googleError(res, 400, 'INVALID_ARGUMENT', "Invalid value for ByteString: ''");
        sentCount += 1;
        const id = `18d0000000000${sentCount}`;
        const m = store({
          id,
          threadId: request.threadId ?? id,
          raw: Buffer.from(request.raw, 'base64url').toString('utf8'),
          labelIds: ['SENT'],
        });
        return json(res, 200, { id: m.id, threadId: m.threadId, labelIds: m.labelIds });
      }
      return googleError(res, 404, 'NOT_FOUND', `No stand-in for ${req.method} ${url.pathname}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    messages,
    authorizations,
    revokedTokens,
    maxGetsInFlight: () => maxGetsInFlight,
    async consent(authorizationUrl, decision, scopes) {
      const page = await fetch(authorizationUrl);
      const text = await page.text();
      const id = /name="request" value="([^"]+)"/.exec(text)?.[1];
      if (!page.ok || !id) throw new Error(`The consent page refused: ${page.status} ${text}`);
      const asked = new URL(authorizationUrl).searchParams.get('scope')?.split(' ') ?? [];
      const form = new URLSearchParams({ request: id, decision });
      for (const scope of scopes ?? asked) form.append('scope', scope);
      const answer = await fetch(`${url}/o/oauth2/v2/auth/decision`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`The consent answer was ${answer.status}`);
      return new URL(location);
    },
    deliver: store,
    revoke() {
      for (const grant of grants.values()) grant.revoked = true;
      accessTokens.clear();
    },
    forgetHistoryBefore(id) {
      oldestHistory = id;
    },
    historyId: () => historyId,
    async pushToken(claims, opts = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        sub: '113774264463038321964',
        azp: '113774264463038321964',
        email_verified: true,
        iat: now,
        exp: now + 3600,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'stand-in-1', typ: 'JWT' })
        .sign(opts.otherKey ? stranger.privateKey : keys.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
