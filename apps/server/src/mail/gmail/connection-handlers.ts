import { hasGmailScopes, messages } from '@switchboard/domain';
import { badRequest, notFound } from '../../http/http-error.js';
import { newId } from '../../lib/ids.js';
import type { HandlersPart } from '../../routes/types.js';
import {
  completeGmailAuthorization,
  disconnectGmail,
  GmailConnectRefusal,
  gmailConnectionOf,
  isAllowedRedirectUri,
  startGmailAuthorization,
} from './oauth.js';

const texts = messages.settings.gmail;

/**
 * Connecting Gmail from the settings: the app starts the OAuth request here, Google sends the browser back
 * to the app's `/gmail/callback`, and the app hands what Google sent to `completeGmailAuthorization` with
 * the user's own bearer token, so a state is only ever accepted from the user who started it.
 */
export const gmailConnectionHandlers: HandlersPart<
  'getGmailConnection' | 'startGmailAuthorization' | 'completeGmailAuthorization' | 'deleteGmailConnection'
> = {
  async getGmailConnection({ services, user }) {
    return {
      available: Boolean(services.gmail),
      connection: await gmailConnectionOf(services.db, user.id),
    };
  },

  async startGmailAuthorization({ services, user, body }) {
    const gmail = services.gmail;
    if (!gmail) throw badRequest(texts.unavailable);
    if (!isAllowedRedirectUri(body.redirect_uri, services.config.redirectOrigins))
      throw badRequest(`redirect_uri: ${texts.errors.redirect}`);
    const authorizationUrl = await startGmailAuthorization({
      db: services.db,
      config: gmail.config,
      now: services.now(),
      userId: user.id,
      redirectUri: body.redirect_uri,
      loginHint: user.email,
    });
    return { authorization_url: authorizationUrl };
  },

  async completeGmailAuthorization({ services, user, identity, body }) {
    const gmail = services.gmail;
    if (!gmail) throw badRequest(texts.unavailable);
    let granted: Awaited<ReturnType<typeof completeGmailAuthorization>>;
    try {
      granted = await completeGmailAuthorization({
        db: services.db,
        config: gmail.config,
        now: services.now(),
        userId: user.id,
        state: body.state,
        code: body.code,
        error: body.error,
      });
    } catch (error) {
      if (error instanceof GmailConnectRefusal) throw badRequest(error.message);
      throw error;
    }
    const now = services.now();
    // The grant and the provider connection recording it are stored together or not at all.
    const accountId = await services.db.transaction().execute(async (tx) => {
      if (identity)
        await tx
          .insertInto('provider_connections')
          .values({
            id: newId('pcn'),
            user_id: user.id,
            issuer: identity.issuer,
            subject: identity.subject,
            email: identity.email,
            provider: 'google',
            oauth_scopes: granted.scopes,
            created_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['issuer', 'subject'])
              .doUpdateSet({ provider: 'google', oauth_scopes: granted.scopes }),
          )
          .execute();
      return gmail.connect(
        { userId: user.id, email: granted.email, scopes: granted.scopes, grant: granted.grant },
        tx,
      );
    });
    // The first sync runs after the answer (recent threads); pushes and the poller keep it going.
    if (hasGmailScopes(granted.scopes))
      services.background.run('gmail initial sync', () => gmail.sync(accountId));
    const connection = await gmailConnectionOf(services.db, user.id);
    if (!connection) throw notFound('Gmail connection');
    return connection;
  },

  async deleteGmailConnection({ services, user }) {
    const removed = await disconnectGmail({
      db: services.db,
      config: services.gmail?.config ?? null,
      userId: user.id,
      logger: console,
    });
    if (!removed) throw notFound('Gmail connection');
    return undefined;
  },
};
