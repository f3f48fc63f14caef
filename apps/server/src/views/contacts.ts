import type { Contact } from '@switchboard/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface UserContactRow {
  id: string;
  email: string;
  display_name: string;
  picture_url: string | null;
}

/**
 * The users of a subquery (aliased `u`) as one JSON array of {@link UserContactRow}s: the people a view
 * reads with its rows, in the same statement (`users` as `u` must be in the subquery's from list).
 */
export const userContactsJson = sql<UserContactRow[] | null>`json_agg(json_build_object(
  'id', u.id, 'email', u.email, 'display_name', u.display_name, 'picture_url', u.picture_url))`;

export function userContact(u: UserContactRow): Contact {
  return { id: u.id, type: 'user', email: u.email, display_name: u.display_name, picture_url: u.picture_url };
}

/** An outside address as a contact: its id is the address itself. */
export function externalContact(email: string, name: string | null): Contact {
  return { id: email, type: 'external_user', email, display_name: name, picture_url: null };
}

/** Loads users by id as contacts. */
export async function loadUserContacts(db: Db, ids: Iterable<string>): Promise<Map<string, Contact>> {
  const list = [...new Set(ids)];
  const map = new Map<string, Contact>();
  if (list.length === 0) return map;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'display_name', 'picture_url'])
    .where('id', 'in', list)
    .execute();
  for (const row of rows) map.set(row.id, userContact(row));
  return map;
}
