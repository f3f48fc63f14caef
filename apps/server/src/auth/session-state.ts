import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { AuthUser } from './auth-user.js';
import type { Identity } from './token-verifier.js';

/**
 * Session state for access tokens of the embedded provider: each token names its grant (`gid`), and a
 * token is refused once its grant is gone. Signing out revokes the refresh token, which makes the provider
 * destroy the grant (its `revokeGrantPolicy`), so every access token of that sign-in stops working at once,
 * in every server process (grants live in the shared database).
 */
export async function grantIsLive(db: Db, grantId: string | null, now: Date): Promise<boolean> {
  if (!grantId) return false;
  const row = await db
    .selectFrom('oidc_payloads')
    .select('expires_at')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row !== undefined && (row.expires_at === null || row.expires_at.getTime() > now.getTime());
}

/** How long a sign-out is remembered: as long as a refresh token of the embedded provider lives (30 days). */
export const REVOCATION_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Ends the sign-in a token belongs to, for every issuer, in the shared database: its session (`sid`) when
 * the issuer names one, else every token of the subject issued up to this sign-out (the signing-out token
 * and anything older than the current second). Tokens of that session are refused from now on by
 * {@link sessionRevoked}, however long the issuer made them live.
 */
export async function revokeSession(db: Db, identity: Identity, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + REVOCATION_KEPT_MS);
  if (identity.sessionId) {
    await db
      .insertInto('revoked_sessions')
      .values({
        issuer: identity.issuer,
        subject: identity.subject,
        session_key: identity.sessionId,
        issued_up_to: null,
        revoked_at: now,
        expires_at: expiresAt,
      })
      .onConflict((oc) =>
        oc.columns(['issuer', 'subject', 'session_key']).doUpdateSet({ expires_at: expiresAt }),
      )
      .execute();
    return;
  }
  // Whole seconds, like `iat`: everything issued before this second, and the signing-out token itself.
  const upTo = new Date(
    Math.max((identity.issuedAt ?? 0) * 1000, Math.floor(now.getTime() / 1000) * 1000 - 1000),
  );
  await db
    .insertInto('revoked_sessions')
    .values({
      issuer: identity.issuer,
      subject: identity.subject,
      session_key: '',
      issued_up_to: upTo,
      revoked_at: now,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['issuer', 'subject', 'session_key']).doUpdateSet({
        issued_up_to: sql<Date>`greatest(revoked_sessions.issued_up_to, excluded.issued_up_to)`,
        revoked_at: now,
        expires_at: expiresAt,
      }),
    )
    .execute();
}

/** The revocation of a token's sign-in, if any (one indexed look-up). */
function revocationOf(db: Db, identity: Identity, now: Date) {
  const issuedAt = new Date((identity.issuedAt ?? 0) * 1000);
  return db
    .selectFrom('revoked_sessions')
    .select('session_key')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.or([
        ...(identity.sessionId ? [eb('session_key', '=', identity.sessionId)] : []),
        eb.and([eb('session_key', '=', ''), eb('issued_up_to', '>=', issuedAt)]),
      ]),
    );
}

/** True when the token's sign-in was ended by {@link revokeSession} (one indexed look-up). */
export async function sessionRevoked(db: Db, identity: Identity, now: Date): Promise<boolean> {
  return (await revocationOf(db, identity, now).executeTakeFirst()) !== undefined;
}

/** A rate limit counted by the sign-in check's own statement (see {@link signInState}). */
export interface FoldedHit {
  /** The key is `prefix` and the account's id (or `fallback` when the sign-in has no account yet). */
  prefix: string;
  fallback: string;
  /** The window the hit counts in (rate-limit.ts `rateWindow`). */
  window: Date;
  /** Whether a sign-in without an account is counted (the calls that create the account). */
  accountless: boolean;
}

/**
 * Everything the API checks about a token once it is verified, in one query (every request pays it):
 * whether its sign-in still holds (the embedded provider's grant is live and the session was not ended,
 * as {@link grantIsLive} and {@link sessionRevoked} say), and the account it belongs to (`findAccount`).
 * With `count`, the same statement also counts the request against a rate limit (rate-limit.ts `takeHit`),
 * only when the sign-in holds and has an account (or `accountless`), as counting after the check did, and
 * answers the window's hits.
 */
export async function signInState(
  db: Db,
  identity: Identity,
  embeddedIssuer: string | null,
  now: Date,
  count?: FoldedHit,
): Promise<{ live: boolean; user: AuthUser | null; hits: number | null }> {
  const embedded = identity.issuer === embeddedIssuer;
  const grant = !embedded
    ? sql<boolean>`true`
    : identity.grantId
      ? sql<boolean>`exists (select 1 from oidc_payloads g where g.model = 'Grant' and g.id = ${identity.grantId} and (g.expires_at is null or g.expires_at > ${now}))`
      : sql<boolean>`false`;
  const account = embedded
    ? sql`${identity.subject}`
    : sql`(select pc.user_id from provider_connections pc where pc.issuer = ${identity.issuer} and pc.subject = ${identity.subject} limit 1)`;
  const state = sql`select ${grant} as live, exists (${revocationOf(db, identity, now)}) as revoked,
      u.id, u.email, u.display_name, u.organization_id, o.plan
    from (select 1) as one
    left join users u on u.id = ${account}
    left join organizations o on o.id = u.organization_id`;
  const query = !count
    ? sql`${state}`
    : sql`with state as (${state}),
      hit as (
        insert into rate_limits (key, window_start, hits)
        select ${count.prefix}::text || coalesce(s.id, ${count.fallback}::text), ${count.window}::timestamptz, 1
        from state s
        where s.live and not s.revoked and (s.id is not null or ${count.accountless}::boolean)
        on conflict (key, window_start) do update set hits = rate_limits.hits + 1
        returning hits
      )
    select s.*, (select h.hits from hit h) as hits from state s`;
  const result = await sql<{
    live: boolean;
    revoked: boolean;
    id: string | null;
    email: string;
    display_name: string;
    organization_id: string | null;
    plan: string | null;
    hits?: number | null;
  }>`${query}`.execute(db);
  const row = result.rows[0];
  const live = row?.live === true && !row.revoked;
  const user: AuthUser | null =
    row?.id != null
      ? {
          id: row.id,
          email: row.email,
          display_name: row.display_name,
          organization_id: row.organization_id,
          free_plan: row.plan !== 'premium',
        }
      : null;
  return { live, user, hits: row?.hits ?? null };
}
