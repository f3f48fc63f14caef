import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import type { GmailConfig } from './config.js';

/** What a Gmail watch notification's `message.data` decodes to. */
const NotificationDataSchema = z.object({
  emailAddress: z.email(),
  historyId: z.union([z.string(), z.number()]).transform(String),
});
export type GmailNotificationData = z.infer<typeof NotificationDataSchema>;

export type PushCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a Pub/Sub push's OIDC token (`Authorization: Bearer <jwt>`): signed by a key of the configured JWKS
 * (Google's), issued by accounts.google.com, for the configured audience, naming the configured service
 * account with a verified email. Anything else is refused.
 */
export function createPushVerifier(config: GmailConfig, keys?: JWTVerifyGetKey) {
  const jwks = keys ?? createRemoteJWKSet(new URL(config.pushJwksUrl));
  return async function verifyPush(authorization: string | undefined): Promise<PushCheck> {
    if (!config.pushServiceAccount || !config.pushAudience)
      return { ok: false, reason: 'Gmail push notifications are not configured on this server' };
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) return { ok: false, reason: 'Missing bearer token' };
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: config.pushIssuers,
        audience: config.pushAudience,
      });
      if (payload.email !== config.pushServiceAccount || payload.email_verified !== true)
        return { ok: false, reason: 'The push token names another service account' };
      return { ok: true };
    } catch {
      return { ok: false, reason: 'Invalid push token' };
    }
  };
}

/** Decodes `message.data` (base64 JSON); null when it is not a Gmail notification. */
export function decodeNotificationData(data: string): GmailNotificationData | null {
  try {
    const parsed = NotificationDataSchema.safeParse(JSON.parse(Buffer.from(data, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
