import type { Db } from '../db/database.js';
import type { Identity } from './token-verifier.js';

/**
 * Compared with an `organization_id` column for a user without a workspace: no workspace has an empty id, so
 * nothing matches. (Not a NUL character: PostgreSQL refuses it in text, which turned such reads into 500s.)
 */
export const NO_WORKSPACE = '';

/** The signed-in user as handlers see them, with their workspace's plan. */
export interface AuthUser {
  id: string;
  email: string;
  display_name: string;
  organization_id: string | null;
  /** True when the workspace is on the free plan (history limits apply). */
  free_plan: boolean;
}

/**
 * Finds the account an identity belongs to: for the embedded provider the subject is the user id; for an
 * external issuer, the account linked by `POST /users` through `provider_connections`.
 */
export async function findAccount(
  db: Db,
  identity: Identity,
  embeddedIssuer: string | null,
): Promise<AuthUser | null> {
  let query = db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.email', 'users.display_name', 'users.organization_id', 'organizations.plan']);
  if (identity.issuer === embeddedIssuer) {
    query = query.where('users.id', '=', identity.subject);
  } else {
    query = query.where('users.id', 'in', (eb) =>
      eb
        .selectFrom('provider_connections')
        .select('user_id')
        .where('issuer', '=', identity.issuer)
        .where('subject', '=', identity.subject),
    );
  }
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    organization_id: row.organization_id,
    free_plan: row.plan !== 'premium',
  };
}

/** The account of a user id (jobs and rules act on behalf of a user without a request). */
export async function findAccountById(db: Db, userId: string): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.id', 'users.email', 'users.display_name', 'users.organization_id', 'organizations.plan'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    organization_id: row.organization_id,
    free_plan: row.plan !== 'premium',
  };
}
