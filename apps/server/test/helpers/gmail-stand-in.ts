import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for Google (which cannot be reached from here): the Gmail REST API paths the official
 * client calls, answered with the response shapes of Google's API reference and discovery document
 * (users.getProfile, messages.list, messages.get format=raw, history.list, watch, messages.send), the OAuth
 * token endpoint (refresh grants; `invalid_grant` once revoked) and a JWKS with a locally generated RSA key
 * that signs Pub/Sub push tokens like Google's.
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
  refreshToken: string;
  scope: string;
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
  const history: { id: number; added: StoredGmailMessage }[] = [];
  const requests: GmailStandIn['requests'] = [];
  const accessTokens = new Set<string>();
  let revoked = false;
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

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      if (url.pathname === '/oauth2/v3/certs') return json(res, 200, { keys: [publicJwk] });
      if (url.pathname === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(text);
        if (
          revoked ||
          form.get('grant_type') !== 'refresh_token' ||
          form.get('refresh_token') !== options.refreshToken
        )
          return json(res, 400, {
            error: 'invalid_grant',
            error_description: 'Token has been expired or revoked.',
          });
        tokenCount += 1;
        const token = `ya29.stand-in-${tokenCount}`;
        accessTokens.add(token);
        return json(res, 200, {
          access_token: token,
          expires_in: 3599,
          scope: options.scope,
          token_type: 'Bearer',
        });
      }
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
      const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!accessTokens.has(token))
        return googleError(
          res,
          401,
          'UNAUTHENTICATED',
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        );
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
        const m = messages.find((x) => x.id === get[1]);
        if (!m) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        return json(res, 200, {
          id: m.id,
          threadId: m.threadId,
          labelIds: m.labelIds,
          snippet: '',
          sizeEstimate: Buffer.from(m.raw, 'base64url').byteLength,
          historyId: String(m.historyId),
          internalDate: String(m.internalDate),
          raw: m.raw,
        });
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    messages,
    deliver: store,
    revoke() {
      revoked = true;
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
