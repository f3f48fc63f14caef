import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/**
 * The image proxy's signing key when `IMAGE_PROXY_KEY` is not set: generated on first start and kept in the
 * database, so that every server process signs and checks the same addresses (a picture whose address one
 * process wrote into an answer loads through whichever process the browser reaches), and addresses outlive
 * a restart.
 */
export async function loadOrCreateImageProxyKey(db: Db): Promise<Uint8Array> {
  await db
    .insertInto('oidc_secrets')
    .values({ id: 'image_proxy', value: JSON.stringify({ key: randomBytes(32).toString('base64url') }) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('oidc_secrets')
    .select('value')
    .where('id', '=', 'image_proxy')
    .executeTakeFirstOrThrow();
  return Buffer.from((row.value as { key: string }).key, 'base64url');
}
