import { IsoDateTimeSchema } from '@switchboard/domain';
import { z } from 'zod';
import { NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedString, INPUT_LIMITS } from '../input-limits.js';

/**
 * (ours) The signed-in user's Gmail account as the settings show it: its address and whether its grant still
 * works (`connected`), was refused by Google (`revoked`: revoked or expired) or lacks the Gmail scope
 * (`scopes`); the last two are the spec's re-auth cases.
 */
export const GmailConnectionSchema = z.object({
  email: z.string(),
  status: z.enum(['connected', 'revoked', 'scopes']),
  oauth_scopes: z.array(z.string()),
  last_synced_date: IsoDateTimeSchema.nullable(),
  creation_date: IsoDateTimeSchema,
});
export type GmailConnection = z.infer<typeof GmailConnectionSchema>;

export const GmailConnectionStateSchema = z.object({
  /** False when this server has no Google OAuth client configured (Gmail cannot be connected). */
  available: z.boolean(),
  connection: GmailConnectionSchema.nullable(),
});
export type GmailConnectionState = z.infer<typeof GmailConnectionStateSchema>;

export const StartGmailAuthorizationBodySchema = z.object({
  /**
   * Where Google sends the browser back: the app's `/gmail/callback` on one of the server's allowed origins
   * (its public URL or `OIDC_REDIRECT_ORIGINS`); anything else is refused.
   */
  redirect_uri: boundedString(INPUT_LIMITS.text).min(1),
});
export type StartGmailAuthorizationBody = z.input<typeof StartGmailAuthorizationBodySchema>;

export const GmailAuthorizationSchema = z.object({
  /** Google's consent page for this request (state and PKCE challenge included); the app opens it. */
  authorization_url: z.string(),
});

export const CompleteGmailAuthorizationBodySchema = z.object({
  /** The `state` Google sent back; it must be one this user started, unused and not expired. */
  state: boundedString(INPUT_LIMITS.pageToken).min(1),
  /** The authorization code Google sent back (absent when Google sent an `error`). */
  code: boundedString(INPUT_LIMITS.text).min(1).optional(),
  /** Google's `error` (e.g. `access_denied` when the user cancelled at the consent screen). */
  error: boundedString(INPUT_LIMITS.name).min(1).optional(),
});
export type CompleteGmailAuthorizationBody = z.input<typeof CompleteGmailAuthorizationBodySchema>;

export const gmailConnectionEndpoints = {
  getGmailConnection: defineEndpoint({
    method: 'GET',
    path: '/self/gmail_connection',
    kind: 'query',
    response: GmailConnectionStateSchema,
    summary:
      "(ours) The user's Gmail account (address and grant status), and whether Gmail can be connected here.",
  }),
  startGmailAuthorization: defineEndpoint({
    method: 'POST',
    path: '/self/gmail_connection/authorization',
    kind: 'mutation',
    body: StartGmailAuthorizationBodySchema,
    response: GmailAuthorizationSchema,
    summary:
      "(ours) Starts connecting Gmail: an OAuth authorization-code request with PKCE (state and verifier kept by the server) for the gmail.modify scope with offline access; answers Google's consent page.",
  }),
  completeGmailAuthorization: defineEndpoint({
    method: 'POST',
    path: '/self/gmail_connection',
    kind: 'mutation',
    body: CompleteGmailAuthorizationBodySchema,
    response: GmailConnectionSchema,
    summary:
      '(ours) Finishes connecting Gmail with what Google sent back: checks the state, exchanges the code, stores the grant (refresh token sealed) and starts the sync.',
  }),
  deleteGmailConnection: defineEndpoint({
    method: 'DELETE',
    path: '/self/gmail_connection',
    kind: 'mutation',
    response: NoContentSchema,
    summary:
      '(ours) Disconnects Gmail: the grant is revoked at Google (best effort) and forgotten; synced messages stay.',
  }),
} as const;
