import { unauthorized } from '../http/http-error.js';
import type { HandlersPart } from '../routes/types.js';
import { revokeSession } from './session-state.js';

/**
 * `POST /self/sign_out`: the web app calls it before it forgets its tokens, so the access token it held
 * (and every other token of that sign-in) stops working at once, also when an outside issuer made it and
 * the issuer's own revocation cannot reach tokens it already handed out.
 */
export const signOutHandlers: HandlersPart<'signOut'> = {
  async signOut({ services, identity }) {
    if (!identity) throw unauthorized('Missing bearer token');
    await revokeSession(services.db, identity, new Date());
    return undefined;
  },
};
