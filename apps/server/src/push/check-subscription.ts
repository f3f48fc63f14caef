import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { PushSubscription } from '@switchboard/domain';
import { badRequest } from '../http/http-error.js';
import { isPublicAddress } from '../http/public-address.js';

function base64urlBytes(value: string): number | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value, 'base64url').length;
}

export interface SubscriptionCheckOptions {
  /** PUSH_ALLOW_LOCAL_ENDPOINTS: plain http and loopback/private hosts allowed (tests, local development). */
  allowLocal: boolean;
  /** Resolves a host name (injectable for tests). */
  resolve?: (host: string) => Promise<string[]>;
}

/**
 * Refuses a push subscription that could make the server send requests where it must not (DECISIONS.md 15):
 * the endpoint must be an https URL whose host resolves only to public addresses, `p256dh` a base64url P-256
 * point (65 bytes, uncompressed) and `auth` 16 base64url bytes. Throws a 400 with the reason.
 */
export async function checkPushSubscription(
  subscription: PushSubscription,
  options: SubscriptionCheckOptions,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    throw badRequest('push_subscription.endpoint: Must be a URL');
  }
  const p256dh = base64urlBytes(subscription.keys.p256dh);
  if (p256dh !== 65 || Buffer.from(subscription.keys.p256dh, 'base64url')[0] !== 0x04) {
    throw badRequest('push_subscription.keys.p256dh: Must be a base64url P-256 public key');
  }
  if (base64urlBytes(subscription.keys.auth) !== 16) {
    throw badRequest('push_subscription.keys.auth: Must be 16 base64url bytes');
  }
  if (url.username || url.password)
    throw badRequest('push_subscription.endpoint: Must not carry credentials');
  if (options.allowLocal) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw badRequest('push_subscription.endpoint: Must be an http or https URL');
    }
    return;
  }
  if (url.protocol !== 'https:') throw badRequest('push_subscription.endpoint: Must be an https URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolve =
    options.resolve ?? (async (name: string) => (await lookup(name, { all: true })).map((a) => a.address));
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw badRequest('push_subscription.endpoint: Its host does not resolve');
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw badRequest('push_subscription.endpoint: Must point to a public address');
  }
}
