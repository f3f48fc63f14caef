import { randomUUID } from 'node:crypto';
import { PushPayloadSchema } from '@switchboard/domain';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPushSubscription } from '../src/push/check-subscription.js';
import { queueMessagePush } from '../src/push/push-queue.js';
import { createPushSender, PUSH_TTL_SECONDS } from '../src/push/push-sender.js';
import { loadOrCreateVapidKeys } from '../src/push/vapid-keys.js';
import { SEED_IDS } from '../src/seed/seed.js';
import {
  type BrowserPushKeys,
  decryptPushBody,
  type LocalPushService,
  newBrowserPushKeys,
  startLocalPushService,
} from './helpers/push-service.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const uid = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 20)}`;

let server: TestServer;
let push: LocalPushService;
let a: TestClient;
let b: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  push = await startLocalPushService();
  a = await server.as(alice);
  b = await server.as(bob);
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

async function subscribe(client: TestClient, deviceId: string, keys: BrowserPushKeys): Promise<string> {
  const path = `/push/${deviceId}`;
  const registered = await client.call('registerDevice', {
    body: {
      device_id: deviceId,
      device_type: 'browser',
      push_subscription: { endpoint: `${push.url}${path}`, expirationTime: null, keys: keys.keys },
    },
  });
  expect(registered.status).toBe(201);
  return path;
}

async function sendToBob(title: string): Promise<{ threadId: string; messageId: string }> {
  const threadId = uid('thr');
  const messageId = uid('msg');
  const created = await a.call('createThread', {
    body: {
      thread_id: threadId,
      message_id: messageId,
      message_body: '<p>Are we still on for Friday?</p>',
      thread_title: title,
      internal_recipients: [{ user_id: bob, type: 'to' }],
    },
  });
  expect(created.status).toBe(201);
  await server.services.background.idle();
  return { threadId, messageId };
}

describe('VAPID keys', () => {
  it('are generated once and kept: the published key is the stored one, again on the next start', async () => {
    const published = await a.call('getPushPublicKey');
    expect(Buffer.from(published.body.public_key, 'base64url')).toHaveLength(65);
    expect((await loadOrCreateVapidKeys(server.db)).publicKey).toBe(published.body.public_key);
    expect((await b.call('getPushPublicKey')).body.public_key).toBe(published.body.public_key);
  });

  it('are published to signed-in clients only', async () => {
    expect((await server.anonymous().call('getPushPublicKey')).status).toBe(401);
  });
});

describe('the push sender against a local push service', () => {
  const bobKeys = newBrowserPushKeys();
  let bobPath: string;

  it('sends a new inbox message to the recipient: VAPID-signed, TTL, aes128gcm, a payload that decrypts', async () => {
    bobPath = await subscribe(b, 'bob-laptop', bobKeys);
    const { threadId } = await sendToBob('Team lunch');
    const received = await push.next(bobPath);

    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(received.headers['content-type']).toBe('application/octet-stream');
    const publicKey = (await a.call('getPushPublicKey')).body.public_key;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(received.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match?.[1] ?? '', jwk, { audience: push.url });
    expect(claims.sub).toMatch(/^(mailto:|https:)/);

    const payload = PushPayloadSchema.parse(JSON.parse(decryptPushBody(received.body, bobKeys)));
    const sender = await server.db
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', alice)
      .executeTakeFirstOrThrow();
    expect(payload).toEqual({
      title: sender.display_name,
      body: 'Team lunch — Are we still on for Friday?',
      thread_id: threadId,
    });
  });

  it('never pushes the author their own message', async () => {
    const aliceKeys = newBrowserPushKeys();
    const alicePath = await subscribe(a, 'alice-own', aliceKeys);
    await sendToBob('Own message');
    expect(push.received.filter((p) => p.path === alicePath)).toEqual([]);
    expect(
      (
        await a.call('removeDevice', {
          body: { device_id: 'alice-own', endpoint: `${push.url}${alicePath}` },
        })
      ).status,
    ).toBe(204);
  });

  it('pushes inbox mail only for the splits the user chose in notified_splits (every split when none)', async () => {
    const split = await b.call('createInboxSplit', { body: { name: 'Invoices', query: 'invoice' } });
    expect(split.status).toBe(201);
    const choose = async (notified: string[]) =>
      expect(
        (
          await b.call('updateUserSettings', {
            params: { user_id: bob },
            body: { notified_splits: notified },
          })
        ).status,
      ).toBeLessThan(300);
    const decrypt = (body: Buffer, keys: BrowserPushKeys) =>
      PushPayloadSchema.parse(JSON.parse(decryptPushBody(body, keys)));

    // Only the Invoices split: mail in Primary that does not match it is not pushed; an invoice is.
    await choose([split.body.id]);
    const onlyInvoices = newBrowserPushKeys();
    const invoicesPath = await subscribe(b, 'bob-invoices', onlyInvoices);
    const standup = await sendToBob('Standup moved');
    const invoice = await sendToBob('Invoice 2041 attached');
    const first = await push.next(invoicesPath);
    expect(decrypt(first.body, onlyInvoices).thread_id).toBe(invoice.threadId);
    expect(push.received.filter((p) => p.path === invoicesPath)).toHaveLength(1);

    // Only Primary: the plain message is pushed again.
    await choose(['primary']);
    const onlyPrimary = newBrowserPushKeys();
    const primaryPath = await subscribe(b, 'bob-primary', onlyPrimary);
    const lunch = await sendToBob('Lunch on Friday');
    expect(decrypt((await push.next(primaryPath)).body, onlyPrimary).thread_id).toBe(lunch.threadId);
    expect(standup.threadId).not.toBe(lunch.threadId);

    // Back to the default (every split), for the tests after this one.
    await choose([]);
    for (const [device, path] of [
      ['bob-invoices', invoicesPath],
      ['bob-primary', primaryPath],
    ] as const)
      await b.call('removeDevice', { body: { device_id: device, endpoint: `${push.url}${path}` } });
  });

  it("tells a message's author of a reaction with the spec's 'reacted to' text", async () => {
    const aliceKeys = newBrowserPushKeys();
    const alicePath = await subscribe(a, 'alice-desk', aliceKeys);
    const { threadId, messageId } = await sendToBob('Reactions');
    const reacted = await b.call('addMessageReaction', {
      params: { message_id: messageId },
      body: { reaction_code: '1f44d' },
    });
    expect(reacted.status).toBeLessThan(300);
    await server.services.background.idle();
    const payload = JSON.parse(decryptPushBody((await push.next(alicePath)).body, aliceKeys));
    const reactor = await server.db
      .selectFrom('users')
      .select('display_name')
      .where('id', '=', bob)
      .executeTakeFirstOrThrow();
    expect(payload).toEqual({
      title: 'Switchboard',
      body: `${reactor.display_name} reacted to: "Are we still on for Friday?"`,
      thread_id: threadId,
    });
  });

  it('forgets a device whose endpoint answers 410 Gone', async () => {
    push.answer(bobPath, 410);
    const before = push.received.filter((p) => p.path === bobPath).length;
    await sendToBob('After expiry');
    expect(push.received.filter((p) => p.path === bobPath).length).toBe(before + 1);
    const devices = await server.db
      .selectFrom('devices')
      .select('device_id')
      .where('user_id', '=', bob)
      .execute();
    expect(devices.map((d) => d.device_id)).not.toContain('bob-laptop');
  });
});

describe('channel members are pushed by their channel notification level', () => {
  const carol = SEED_IDS.user('carol');
  const dave = SEED_IDS.user('dave');

  it("'all' hears of every message, 'new_and_followed' of new threads and followed ones, 'followed' only of followed threads", async () => {
    const c = await server.as(carol);
    const d = await server.as(dave);
    const channel = await a.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.acme },
      body: { name: `Levels ${uid('c')}`, color: '#2563eb' },
    });
    expect(channel.status).toBe(201);
    const channelId = channel.body.id;
    const added = await a.call('addChannelParticipants', {
      params: { channel_id: channelId },
      body: { user_ids: [bob, carol, dave] },
    });
    expect(added.status).toBeLessThan(300);
    // Bob hears of everything, Carol keeps the default, Dave only of threads he follows.
    for (const [client, level] of [
      [b, 'all'],
      [d, 'followed'],
    ] as const) {
      const set = await client.call('setChannelNotificationLevel', {
        params: { channel_id: channelId },
        body: { notification_level: level },
      });
      expect(set.body.notification_level).toBe(level);
    }
    const carolView = await c.call('getChannel', { params: { channel_id: channelId } });
    expect(carolView.body.notification_level).toBe('new_and_followed');

    const keys = { bob: newBrowserPushKeys(), carol: newBrowserPushKeys(), dave: newBrowserPushKeys() };
    const paths = {
      bob: await subscribe(b, 'bob-levels', keys.bob),
      carol: await subscribe(c, 'carol-levels', keys.carol),
      dave: await subscribe(d, 'dave-levels', keys.dave),
    };
    const threadsPushedTo = (who: keyof typeof paths) =>
      push.received
        .filter((p) => p.path === paths[who])
        .map((p) => PushPayloadSchema.parse(JSON.parse(decryptPushBody(p.body, keys[who]))).thread_id);

    // A new thread in the channel, addressed to nobody's inbox: Bob (all) and Carol (new) hear of it.
    const threadId = uid('thr');
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: uid('msg'),
        message_body: '<p>Pricing for the next quarter.</p>',
        thread_title: 'Channel pricing',
        channel_ids: [channelId],
      },
    });
    expect(created.status).toBe(201);
    await server.services.background.idle();
    await expect.poll(() => threadsPushedTo('bob')).toEqual([threadId]);
    await expect.poll(() => threadsPushedTo('carol')).toEqual([threadId]);
    expect(threadsPushedTo('carol')).toEqual([threadId]);
    expect(threadsPushedTo('dave')).toEqual([]);

    const reply = async () => {
      const posted = await a.call('postThreadMessage', {
        params: { thread_id: threadId },
        // To a customer outside: no workspace inbox gets it, so only channel levels choose who is pushed.
        body: {
          id: uid('msg'),
          message_body: '<p>One more thing.</p>',
          external_recipients: [{ email: 'nina.patel@northwind.example', type: 'to' }],
        },
      });
      expect(posted.status).toBe(201);
      await server.services.background.idle();
    };

    // A reply in that thread: only Bob (all); the thread is no longer new and the others do not follow it.
    await reply();
    await expect.poll(() => threadsPushedTo('bob')).toEqual([threadId, threadId]);
    expect(threadsPushedTo('carol')).toEqual([threadId]);
    expect(threadsPushedTo('dave')).toEqual([]);

    // Dave follows the thread: his 'followed' level now tells him of its replies; Carol still hears nothing.
    const followed = await d.call('addThreadFollowers', {
      params: { thread_id: threadId },
      body: { user_ids: [dave] },
    });
    expect(followed.status).toBeLessThan(300);
    await reply();
    await expect.poll(() => threadsPushedTo('bob')).toEqual([threadId, threadId, threadId]);
    await expect.poll(() => threadsPushedTo('dave')).toEqual([threadId]);
    expect(threadsPushedTo('carol')).toEqual([threadId]);

    for (const [client, device, who] of [
      [b, 'bob-levels', 'bob'],
      [c, 'carol-levels', 'carol'],
      [d, 'dave-levels', 'dave'],
    ] as const)
      await client.call('removeDevice', {
        body: { device_id: device, endpoint: `${push.url}${paths[who]}` },
      });
  });
});

describe('old mail', () => {
  it('is not pushed: a message older than the TTL (an import of history) is no news', async () => {
    const keys = newBrowserPushKeys();
    const path = await subscribe(b, 'bob-phone', keys);
    const { messageId } = await sendToBob('Old news');
    const before = push.received.filter((p) => p.path === path).length;
    // The server's own sender drains every push queued (the queue's notice): it stands aside meanwhile, so
    // the two senders at given clocks below are the only ones to take these rows.
    await server.services.push?.close();
    const senderAt = async (at: Date) =>
      createPushSender({
        db: server.db,
        keys: await loadOrCreateVapidKeys(server.db),
        subject: 'mailto:push@switchboard.invalid',
        run: () => {},
        now: () => at,
      });
    const later = await senderAt(new Date(TEST_NOW.getTime() + (PUSH_TTL_SECONDS + 60) * 1000));
    await queueMessagePush(server.db, messageId, [bob]);
    expect(await later.drain()).toEqual({ sent: 0, removed: 0, failed: 0 });
    const onTime = await senderAt(TEST_NOW);
    await queueMessagePush(server.db, messageId, [bob]);
    expect(await onTime.drain()).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(push.received.filter((p) => p.path === path).length).toBe(before + 1);
    expect(await server.services.push?.start()).toBe(true);
  });
});

describe('push subscriptions are checked before they are stored', () => {
  const keys = newBrowserPushKeys().keys;
  const resolve = (table: Record<string, string[]>) => async (host: string) => table[host] ?? [];

  it('refuses bad keys with a clear 400 and stores nothing', async () => {
    const refused = await b.call('registerDevice', {
      body: {
        device_id: 'bad-keys',
        device_type: 'browser',
        push_subscription: { endpoint: `${push.url}/push/bad`, keys: { p256dh: 'k', auth: 'a' } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(
      'push_subscription.keys.p256dh: Must be a base64url P-256 public key',
    );
    const stored = await server.db
      .selectFrom('devices')
      .select('device_id')
      .where('device_id', '=', 'bad-keys')
      .execute();
    expect(stored).toEqual([]);
  });

  it('outside local development: https only, and only hosts that resolve to public addresses', async () => {
    const check = (endpoint: string, table: Record<string, string[]> = {}) =>
      checkPushSubscription({ endpoint, keys }, { allowLocal: false, resolve: resolve(table) });
    await expect(check('http://push.example/1', { 'push.example': ['93.184.215.14'] })).rejects.toThrow(
      'push_subscription.endpoint: Must be an https URL',
    );
    await expect(check('https://10.0.0.5/x')).rejects.toThrow('Must point to a public address');
    await expect(check('https://[::1]/x')).rejects.toThrow('Must point to a public address');
    await expect(
      check('https://evil.example/x', { 'evil.example': ['93.184.215.14', '127.0.0.1'] }),
    ).rejects.toThrow('Must point to a public address');
    await expect(check('https://nowhere.example/x')).rejects.toThrow('Must point to a public address');
    await expect(
      check('https://fcm.example/send/1', { 'fcm.example': ['142.250.74.46'] }),
    ).resolves.toBeUndefined();
  });
});

describe('the queue', () => {
  const carol = SEED_IDS.user('carol');
  const dave = SEED_IDS.user('dave');
  const queued = async (messageId: string) =>
    (
      await server.db.selectFrom('push_queue').select('kind').where('message_id', '=', messageId).execute()
    ).map((r) => r.kind);

  it('holds a push only when someone it could notify has a device: readers, followers, channel members', async () => {
    const c = await server.as(carol);
    const d = await server.as(dave);
    // The server's sender would drain (delete) the rows at once: it is taken away, so the rows can be counted.
    const sender = server.services.push;
    await sender?.close();
    server.services.push = undefined;
    try {
      const devices = await server.db
        .selectFrom('devices')
        .select('user_id')
        .where('user_id', 'in', [carol, dave])
        .execute();
      expect(devices).toEqual([]);
      const threadId = uid('thr');
      const first = uid('msg');
      const created = await c.call('createThread', {
        body: {
          thread_id: threadId,
          message_id: first,
          message_body: '<p>Nobody here has push</p>',
          thread_title: 'Quiet',
          internal_recipients: [{ user_id: dave, type: 'to' }],
        },
      });
      expect(created.status).toBe(201);
      expect(await queued(first)).toEqual([]);
      // A reaction tells the message's author only: Carol has no device either.
      const reacted = await d.call('addMessageReaction', {
        params: { message_id: first },
        body: { reaction_code: '1f44d' },
      });
      expect(reacted.status).toBeLessThan(300);
      expect(await queued(first)).toEqual([]);

      // Once Dave (a reader) has a device, the next message is queued; so is a reaction Carol's device hears.
      const davePath = await subscribe(d, 'dave-queue', newBrowserPushKeys());
      const reply = await c.call('postThreadMessage', {
        params: { thread_id: threadId },
        body: {
          id: uid('msg'),
          message_body: '<p>Now someone has</p>',
          internal_recipients: [{ user_id: dave, type: 'to' }],
        },
      });
      expect(reply.status).toBe(201);
      expect(await queued(reply.body.id)).toEqual(['message']);
      const carolPath = await subscribe(c, 'carol-queue', newBrowserPushKeys());
      const again = await d.call('addMessageReaction', {
        params: { message_id: first },
        body: { reaction_code: '1f389' },
      });
      expect(again.status).toBeLessThan(300);
      expect(await queued(first)).toEqual(['reaction']);

      await server.db.deleteFrom('push_queue').where('message_id', 'in', [first, reply.body.id]).execute();
      await d.call('removeDevice', { body: { device_id: 'dave-queue', endpoint: `${push.url}${davePath}` } });
      await c.call('removeDevice', {
        body: { device_id: 'carol-queue', endpoint: `${push.url}${carolPath}` },
      });
    } finally {
      server.services.push = sender;
      expect(await sender?.start()).toBe(true);
    }
  });

  it('is drained when a push is queued outside any request (inbound mail, another process): its commit notifies', async () => {
    const keys = newBrowserPushKeys();
    const path = await subscribe(b, 'bob-notice', keys);
    const { messageId, threadId } = await sendToBob('Heard on commit');
    await push.next(path);
    // Queued straight into the database, as another server process would: no request here asks for a drain.
    await server.db.transaction().execute((tx) => queueMessagePush(tx, messageId, [bob]));
    const toBob = () => push.received.filter((p) => p.path === path);
    await expect.poll(() => toBob().length).toBe(2);
    const received = toBob()[1];
    expect(
      PushPayloadSchema.parse(JSON.parse(decryptPushBody(received?.body ?? Buffer.alloc(0), keys))).thread_id,
    ).toBe(threadId);
    await b.call('removeDevice', { body: { device_id: 'bob-notice', endpoint: `${push.url}${path}` } });
  });
});
