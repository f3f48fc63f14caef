import webpush from 'web-push';
import type { Db } from '../db/database.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (Web Push's application server keys), generated on first start and kept in the
 * database beside the other secrets; never regenerated, since every browser subscription is bound to the
 * public key. Several processes starting at once agree on the first one written.
 */
export async function loadOrCreateVapidKeys(db: Db): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('oidc_secrets')
    .values({ id: 'vapid', value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('oidc_secrets')
    .select('value')
    .where('id', '=', 'vapid')
    .executeTakeFirstOrThrow();
  const keys = row.value as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
