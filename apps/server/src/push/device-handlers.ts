import { sql } from 'kysely';
import { HttpError, notFound } from '../http/http-error.js';
import type { HandlersPart } from '../routes/types.js';
import { checkPushSubscription } from './check-subscription.js';

/** Devices for Web Push: the key to subscribe with, registering a browser's subscription, forgetting it. */
export const deviceHandlers: HandlersPart<'getPushPublicKey' | 'registerDevice' | 'removeDevice'> = {
  async getPushPublicKey({ services }) {
    if (!services.push)
      throw new HttpError('unavailable', 'Push notifications are not available on this server');
    return { public_key: services.push.publicKey };
  },

  async registerDevice({ services, user, body }) {
    // Refused before anything is stored: the server must never be made to send into a private network.
    await checkPushSubscription(body.push_subscription, {
      allowLocal: services.config.pushAllowLocalEndpoints,
    });
    const row = {
      user_id: user.id,
      device_id: body.device_id,
      device_type: body.device_type,
      push_subscription: JSON.stringify(body.push_subscription),
      created_at: services.now(),
    };
    await services.db
      .insertInto('devices')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'device_id'])
          .doUpdateSet({ push_subscription: row.push_subscription, device_type: row.device_type }),
      )
      .execute();
    return {
      device_id: body.device_id,
      device_type: body.device_type,
      push_subscription: body.push_subscription,
    };
  },

  async removeDevice({ services, user, body }) {
    const result = await services.db
      .deleteFrom('devices')
      .where('user_id', '=', user.id)
      .where('device_id', '=', body.device_id)
      .where(sql<boolean>`push_subscription->>'endpoint' = ${body.endpoint}`)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound('Device');
  },
};
