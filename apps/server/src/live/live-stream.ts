import { LIVE_EVENT, LIVE_STREAM_PATH } from '@switchboard/api-client';
import type { Hono, MiddlewareHandler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AuthVariables } from '../auth/middleware.js';
import { grantIsLive, sessionRevoked } from '../auth/session-state.js';
import { errorResponse } from '../http/respond.js';
import type { Services } from '../services.js';
import type { LiveHub } from './live-hub.js';

/** A comment line this often keeps the stream open through proxies and finds closed tabs. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /api/live`: the signed-in tab's stream of change notices (see api-client `contract/live.ts`).
 * Mounted ahead of the per-request load shedding and unit of work: a stream is open for as long as the
 * tab is, and holds no database session meanwhile. `auth` is the API's own sign-in check; the stream ends
 * when the sign-in does (checked at each heartbeat), and the client reconnects with a fresh token.
 */
export function mountLiveStream(
  app: Hono<{ Variables: AuthVariables }>,
  services: Services,
  hub: LiveHub,
  auth: MiddlewareHandler<{ Variables: AuthVariables }>,
  embeddedIssuer: string | null,
): void {
  app.get(`/api${LIVE_STREAM_PATH}`, auth, (c) => {
    const user = c.get('user');
    const identity = c.get('identity');
    if (!user || !identity) return errorResponse(c, 'unauthorized', 'No account exists for this sign-in');
    const lastEventId = c.req.header('last-event-id') ?? null;
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      let open = true;
      const unsubscribe = hub.subscribe(user, lastEventId, async (events) => {
        for (const { id, notice } of events) {
          if (!open) return;
          await stream.writeSSE({ event: LIVE_EVENT, id, data: JSON.stringify(notice) });
        }
      });
      stream.onAbort(() => {
        open = false;
      });
      try {
        while (open && !stream.aborted) {
          await stream.sleep(HEARTBEAT_MS);
          if (!open || stream.aborted) break;
          const now = new Date();
          if (
            (identity.issuer === embeddedIssuer &&
              !(await grantIsLive(services.db, identity.grantId, now))) ||
            (await sessionRevoked(services.db, identity, now))
          ) {
            break;
          }
          await stream.write(': ping\n\n');
        }
      } finally {
        open = false;
        unsubscribe();
      }
    });
  });
}
