import type { IncomingMessage, ServerResponse } from 'node:http';
import { EmailAddressSchema, messages } from '@switchboard/domain';
import { sql } from 'kysely';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { PRODUCT_NAME } from '../lib/product.js';
import { dbAdapterFactory } from './adapter.js';
import type { ProviderSecrets } from './keys.js';
import { accountChooserPage, type ChooserUser, errorPage } from './pages.js';

/** Chooser value of a newcomer (a pending invite's address without an account yet). */
const NEWCOMER_PREFIX = 'newcomer:';
const NEWCOMER_GROUP = 'New accounts (no workspace yet)';

/** 'grace.hopper@acme.example' -> 'Grace Hopper'. */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.length > 0 ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ') : email;
}

export const WEB_CLIENT_ID = 'switchboard-web';
export const OIDC_MOUNT = '/oidc';
export const SIGN_IN_SCOPES = 'openid profile email offline_access';
/** The scope an API access token carries (the API resource server's one scope). */
export const API_SCOPE = 'api';

export interface EmbeddedProviderOptions {
  db: Db;
  issuer: string;
  audience: string;
  redirectOrigins: string[];
  secrets: ProviderSecrets;
  clock: () => Date;
}

export interface EmbeddedProvider {
  provider: Provider;
  /** Handles a request whose path starts with `/oidc` (the provider's routes and the account chooser). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** Access tokens live 10 minutes; the app renews them with its refresh token. */
export const ACCESS_TOKEN_TTL_S = 10 * 60;

/**
 * The embedded OpenID Connect provider (oidc-provider 8): authorization code + PKCE for the public client
 * `switchboard-web`, refresh tokens for `offline_access`, and JWT access tokens whose audience is the API.
 * Its login step is an account chooser listing the workspace users (no passwords: a local demo provider).
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const { db, issuer, audience, redirectOrigins, secrets, clock } = options;

  const findUser = (id: string) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'picture_url'])
      .where('id', '=', id)
      .executeTakeFirst();

  const configuration: Configuration = {
    adapter: dbAdapterFactory(db, clock),
    clients: [
      {
        client_id: WEB_CLIENT_ID,
        client_name: PRODUCT_NAME,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectOrigins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: redirectOrigins.map((origin) => `${origin}/`),
      },
    ],
    jwks: { keys: [secrets.signingKey as never] },
    // SameSite=Lax, httpOnly; Secure whenever the request came over https (provider.proxy trusts
    // X-Forwarded-Proto), which the cookies library decides per request.
    cookies: {
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    pkce: { methods: ['S256'], required: () => true },
    async findAccount(_ctx, sub) {
      const user = await findUser(sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: true,
            name: user.display_name,
            ...(user.picture_url ? { picture: user.picture_url } : {}),
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async (_ctx, _client, oneOf) => oneOf ?? audience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 30 * 24 * 60 * 60,
      Session: 30 * 24 * 60 * 60,
      RefreshToken: 30 * 24 * 60 * 60,
    },
    rotateRefreshToken: true,
    // The API creates an account on first sign-in from the access token alone: give it the address and name.
    async extraTokenClaims(_ctx, token) {
      const { accountId, grantId } = token as { accountId?: string; grantId?: string };
      const user = accountId ? await findUser(accountId) : undefined;
      // `gid` ties the access token to its sign-in: the API refuses it once the grant is revoked.
      return user ? { email: user.email, name: user.display_name, gid: grantId } : undefined;
    },
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') && code.scopes.has('offline_access'),
    clientBasedCORS: (_ctx, origin) => redirectOrigins.includes(origin),
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error ?? 'Sign-in failed'));
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;

  // The first-party client always gets refresh tokens: OIDC drops offline_access unless prompt=consent is
  // asked for, so the provider adds it for this client (consent itself is granted automatically below).
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth' && ctx.method === 'GET') {
      const scope = String(ctx.query.scope ?? '');
      const prompt = String(ctx.query.prompt ?? '');
      if (ctx.query.client_id === WEB_CLIENT_ID && scope.split(' ').includes('offline_access')) {
        if (!prompt.split(' ').includes('consent')) {
          ctx.query = { ...ctx.query, prompt: prompt ? `${prompt} consent` : 'consent' };
          // Keep the mount path derivable (the provider compares originalUrl with the request url).
          (ctx.req as { originalUrl?: string }).originalUrl = `${OIDC_MOUNT}${ctx.url}`;
        }
      }
    }
    await next();
  });

  const callback = provider.callback();

  async function grantFor(accountId: string, clientId: string, existingGrantId: string | undefined) {
    const grant = existingGrantId
      ? ((await provider.Grant.find(existingGrantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(SIGN_IN_SCOPES);
    grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name', 'picture']);
    grant.addResourceScope(audience, API_SCOPE);
    return grant.save();
  }

  /**
   * The Google accounts of people who have no workspace yet, as the demo's stand-in for "a new Google
   * account": those with an account but no workspace, and the addresses of pending invites that have no
   * account at all (choosing one creates the account, without a workspace, as a first sign-in would).
   */
  async function newcomerAccounts(): Promise<ChooserUser[]> {
    const [loose, invited] = await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'email', 'display_name'])
        .where('organization_id', 'is', null)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('invites')
        .select(['email'])
        .where('accepted_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('users')
                .select('users.id')
                .where(sql<boolean>`lower(users.email) = lower(invites.email)`),
            ),
          ),
        )
        .orderBy('created_at')
        .execute(),
    ]);
    const emails = [...new Set(invited.map((i) => i.email.trim().toLowerCase()))];
    return [
      ...loose.map((u) => ({ ...u, organization: NEWCOMER_GROUP })),
      ...emails.map((email) => ({
        id: `${NEWCOMER_PREFIX}${email}`,
        email,
        display_name: nameFromEmail(email),
        organization: NEWCOMER_GROUP,
      })),
    ];
  }

  /**
   * The account of a chooser newcomer: theirs if it exists, else created (without a workspace, as a first
   * sign-in would) for a pending invite's address, or for any address typed under 'Use another address'.
   */
  async function newcomerAccount(email: string, { typed }: { typed: boolean }) {
    const address = email.trim().toLowerCase();
    const existing = await db
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'picture_url'])
      .where(sql<boolean>`lower(email) = ${address}`)
      .executeTakeFirst();
    if (existing) return existing;
    const invite = await db
      .selectFrom('invites')
      .select('id')
      .where(sql<boolean>`lower(email) = ${address}`)
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (!invite && !typed) return undefined;
    const user = {
      id: newId('usr'),
      organization_id: null,
      email: address,
      display_name: nameFromEmail(address),
      picture_url: null,
      created_at: clock(),
    };
    await db
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.doNothing())
      .execute();
    return findUser(user.id);
  }

  async function handleInteraction(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
  ): Promise<boolean> {
    const match = /^\/interaction\/([^/]+)(\/(login|abort))?$/.exec(path);
    if (!match) return false;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== match[1]) throw new Error('interaction mismatch');
    const action = match[3];
    const clientId = String(details.params.client_id);

    if (!action && req.method === 'GET') {
      if (details.prompt.name === 'consent' && details.session?.accountId) {
        const grantId = await grantFor(details.session.accountId, clientId, details.grantId);
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return true;
      }
      const users = await db
        .selectFrom('users')
        .innerJoin('organizations', 'organizations.id', 'users.organization_id')
        .select(['users.id', 'users.email', 'users.display_name', 'organizations.name as organization'])
        .orderBy('organizations.created_at')
        .orderBy('users.created_at')
        .execute();
      send(
        res,
        200,
        accountChooserPage({ uid: details.uid, users: [...users, ...(await newcomerAccounts())] }),
      );
      return true;
    }
    if (action === 'login' && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const accountId = form.get('account') ?? '';
      const typedEmail = form.get('email');
      if (typedEmail !== null) {
        // 'Use another address': the stand-in for signing in with a Google account this server has not seen.
        const address = EmailAddressSchema.safeParse(typedEmail);
        if (!address.success) {
          send(res, 400, errorPage(`${messages.validation.invalidEmail}.`));
          return true;
        }
      }
      const user =
        typedEmail !== null
          ? await newcomerAccount(typedEmail, { typed: true })
          : accountId.startsWith(NEWCOMER_PREFIX)
            ? await newcomerAccount(accountId.slice(NEWCOMER_PREFIX.length), { typed: false })
            : await findUser(accountId);
      if (!user) {
        send(res, 400, errorPage('Choose one of the listed accounts.'));
        return true;
      }
      const grantId = await grantFor(user.id, clientId, details.grantId);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.id }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    if (action === 'abort' && req.method === 'POST') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    return false;
  }

  return {
    provider,
    async handle(req, res) {
      const original = req.url ?? '/';
      const path = original.slice(OIDC_MOUNT.length).split('?')[0] || '/';
      try {
        if (path.startsWith('/interaction/')) {
          if (await handleInteraction(req, res, path)) return;
          send(res, 404, errorPage('Page not found.'));
          return;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : 'Sign-in failed';
        send(
          res,
          400,
          errorPage(`This sign-in link has expired or is invalid (${message}). Please start again.`),
        );
        return;
      }
      // Let the provider see its own paths; it derives its mount path from originalUrl.
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
      req.url = original.slice(OIDC_MOUNT.length) || '/';
      await callback(req, res);
    },
  };
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
  });
  res.end(html);
}

async function readBody(req: IncomingMessage, limit = 16 * 1024): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type { KoaContextWithOIDC };
