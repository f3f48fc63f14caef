import { GMAIL_MODIFY_SCOPE } from '@switchboard/domain';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { type GmailStandIn, startGmailStandIn } from './helpers/gmail-stand-in.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

// Google cannot be reached from here: the official client talks to a local stand-in (helpers/gmail-stand-in.ts).
const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const AUDIENCE = 'https://switchboard.test/api/gmail-watch-notifications';
const PUSH_ACCOUNT = 'gmail-push@switchboard-test.iam.gserviceaccount.com';

const csv = 'quarter,revenue\nQ3,1250000\n';
const q3 = [
  'From: Dana Reyes <dana@partner.example>',
  'To: Alice <alice@acme.example>',
  'Subject: =?UTF-8?Q?Q3_numbers_=E2=80=94_draft?=',
  'Message-ID: <q3-1@partner.example>',
  'Date: Mon, 15 Jun 2026 09:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'The draft numbers are attached.',
  '--b1',
  'Content-Type: text/csv; name="q3.csv"',
  'Content-Disposition: attachment; filename="q3.csv"',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from(csv).toString('base64'),
  '--b1--',
  '',
].join('\r\n');
const lunch = [
  'From: Sam Ortiz <sam@partner.example>',
  'To: alice@acme.example',
  'Subject: Lunch on Thursday?',
  'Message-ID: <lunch-1@partner.example>',
  'Date: Mon, 15 Jun 2026 10:00:00 +0000',
  '',
  'Shall we?',
  '',
].join('\r\n');
const q3Reply = [
  'From: Dana Reyes <dana@partner.example>',
  'To: alice@acme.example',
  'Subject: Re: Q3 numbers — draft',
  'Message-ID: <q3-2@partner.example>',
  'In-Reply-To: <q3-1@partner.example>',
  'References: <q3-1@partner.example>',
  'Date: Mon, 15 Jun 2026 11:00:00 +0000',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'One correction: revenue is 1.3M.',
  '',
].join('\r\n');

/** Gmail id, Gmail thread id and source of twelve older messages: three threads of four, oldest first. */
const bulk = Array.from({ length: 12 }, (_, i) => {
  const thread = Math.floor(i / 4);
  const id = `17a0000000000${thread}${i % 4}`;
  const first = `<bulk-${thread}-0@partner.example>`;
  const raw = [
    `From: Customer ${thread} <customer${thread}@partner.example>`,
    'To: alice@acme.example',
    `Subject: ${i % 4 === 0 ? '' : 'Re: '}Order ${thread}`,
    `Message-ID: <bulk-${thread}-${i % 4}@partner.example>`,
    ...(i % 4 === 0 ? [] : [`In-Reply-To: ${first}`, `References: ${first}`]),
    `Date: Mon, 1 Jun 2026 0${thread}:${String(i % 4).padStart(2, '0')}:00 +0000`,
    '',
    `Message ${i % 4} about order ${thread}.`,
    '',
  ].join('\r\n');
  return [id, `17a0000000000${thread}0`, raw] as const;
});

let google: GmailStandIn;
let server: TestServer;
let a: TestClient;

beforeAll(async () => {
  google = await startGmailStandIn({
    emailAddress: 'alice@acme.example',
    refreshToken: '1//alice-refresh',
    scope: `https://www.googleapis.com/auth/userinfo.email ${GMAIL_MODIFY_SCOPE}`,
    // As over a network: the sync's fetches overlap only if it makes them several at a time.
    getLatencyMs: 15,
  });
  // Older mail first: three threads of four, the replies answering each thread's first message.
  for (const [id, threadId, raw] of bulk) google.deliver({ id, threadId, raw });
  google.deliver({ id: '18c1f0a2b3c4d5e1', threadId: '18c1f0a2b3c4d5e1', raw: q3 });
  google.deliver({
    id: '18c1f0a2b3c4d5e2',
    threadId: '18c1f0a2b3c4d5e2',
    raw: lunch,
    labelIds: ['INBOX', 'STARRED'],
  });
  server = await startTestServer({
    gmail: {
      config: {
        apiRootUrl: `${google.url}/`,
        clientId: 'switchboard-test.apps.googleusercontent.com',
        clientSecret: 'stand-in-secret',
        tokenUrl: `${google.url}/token`,
        authorizeUrl: `${google.url}/o/oauth2/v2/auth`,
        revokeUrl: `${google.url}/revoke`,
        topicName: 'projects/switchboard-test/topics/gmail',
        pushAudience: AUDIENCE,
        pushServiceAccount: PUSH_ACCOUNT,
        pushJwksUrl: `${google.url}/oauth2/v3/certs`,
        pushIssuers: ['https://accounts.google.com', 'accounts.google.com'],
        pollIntervalMs: 5 * 60_000,
        initialSyncLimit: 50,
      },
    },
  });
  a = await server.as(alice);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await google?.close();
});

async function synced(gmailId: string) {
  const row = await server.db
    .selectFrom('gmail_messages')
    .select(['message_id', 'thread_id'])
    .where('gmail_id', '=', gmailId)
    .executeTakeFirstOrThrow();
  const page = await a.call('listThreadMessages', { params: { thread_id: row.thread_id } });
  const message = page.body.data.find((m) => m.id === row.message_id);
  if (!message) throw new Error(`${gmailId} is not visible to alice`);
  return { message, threadId: row.thread_id };
}

function push(authorization: string | null, data: unknown) {
  return fetch(`${server.url}/api/gmail-watch-notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({
      message: {
        data: Buffer.from(JSON.stringify(data)).toString('base64'),
        messageId: '2070443601311540',
        publishTime: '2026-06-15T12:00:00.000Z',
      },
      subscription: 'projects/switchboard-test/subscriptions/gmail-push',
    }),
  });
}

describe('Gmail account', () => {
  it('connecting Gmail stores the grant and syncs recent threads into the inbox: subject, sender, attachments, labels', async () => {
    const connected = await a.call('createProviderConnection', {
      params: { user_id: alice },
      body: {
        provider: 'google',
        oauth_scopes: [GMAIL_MODIFY_SCOPE],
        oauth_grant: { refresh_token: '1//alice-refresh' },
      },
    });
    expect(connected.status).toBe(201);
    expect(connected.body.reauth_reason).toBeNull();
    await server.services.background.idle();

    const { message, threadId } = await synced('18c1f0a2b3c4d5e1');
    const thread = await a.call('getThread', { params: { thread_id: threadId } });
    expect(thread.body.title).toBe('Q3 numbers — draft');
    expect(message.sender).toMatchObject({ email: 'dana@partner.example' });
    expect(JSON.stringify(message.sender)).toContain('Dana Reyes');
    expect(message.is_unread).toBe(true);
    const file = message.attachments.find((f) => f.name === 'q3.csv');
    expect(file?.size).toBe(Buffer.byteLength(csv));
    const bytes = await fetch(`${server.url}${file?.download_url}`).then((r) => r.text());
    expect(bytes).toBe(csv);

    const lunchMail = await synced('18c1f0a2b3c4d5e2');
    expect(lunchMail.message.is_unread).toBe(false); // no UNREAD label
    const inbox = await a.call('listInboxEvents', { query: { limit: 25 } });
    expect(inbox.status).toBe(200);
    const ids = inbox.body.data.map((i) => i.thread.id);
    expect(ids).toContain(threadId);
    expect(ids).toContain(lunchMail.threadId);
    const starred = inbox.body.data.find((i) => i.thread.id === lunchMail.threadId);
    expect(JSON.stringify(starred)).toMatch(/"is_starred":true/);
    // Through the official client: messages fetched whole, as raw.
    expect(
      google.requests.some(
        (r) => r.path.endsWith('/messages/18c1f0a2b3c4d5e1') && r.query.get('format') === 'raw',
      ),
    ).toBe(true);

    const account = await a.call('getAccount');
    expect(account.body).toMatchObject({ reauth_reason: null, is_email_sync_operational: true });
    expect(account.body.oauth_scopes).toEqual([GMAIL_MODIFY_SCOPE]);
  });

  it('the first sync fetches messages several at a time and still threads each reply onto its thread', async () => {
    expect(google.maxGetsInFlight()).toBeGreaterThan(1);
    for (let thread = 0; thread < 3; thread++) {
      const ids = bulk.filter(([, threadId]) => threadId === `17a0000000000${thread}0`).map(([id]) => id);
      const copies = await Promise.all(ids.map((id) => synced(id)));
      expect(new Set(copies.map((c) => c.threadId)).size).toBe(1);
      const page = await a.call('listThreadMessages', {
        params: { thread_id: copies[0]?.threadId as string },
      });
      expect(page.body.data.filter((m) => m.type === 'main')).toHaveLength(4);
    }
    const threads = await Promise.all(bulk.map(([id]) => synced(id)));
    expect(new Set(threads.map((c) => c.threadId)).size).toBe(3);
  });

  it('refuses watch notifications without a valid Pub/Sub token with 401, and malformed data with 400', async () => {
    const data = { emailAddress: 'alice@acme.example', historyId: google.historyId() };
    const claims = { aud: AUDIENCE, email: PUSH_ACCOUNT };
    expect((await push(null, data)).status).toBe(401);
    expect((await push('Bearer not-a-jwt', data)).status).toBe(401);
    expect((await push(`Bearer ${await google.pushToken(claims, { otherKey: true })}`, data)).status).toBe(
      401,
    );
    expect(
      (await push(`Bearer ${await google.pushToken({ ...claims, aud: 'https://elsewhere.example' })}`, data))
        .status,
    ).toBe(401);
    expect(
      (await push(`Bearer ${await google.pushToken({ ...claims, iss: 'https://evil.example' })}`, data))
        .status,
    ).toBe(401);
    expect(
      (await push(`Bearer ${await google.pushToken({ ...claims, email: 'someone@evil.example' })}`, data))
        .status,
    ).toBe(401);
    const valid = `Bearer ${await google.pushToken(claims)}`;
    const malformed = await push(valid, { hello: 'world' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.type).toBe('bad_request');
    const notJson = await fetch(`${server.url}/api/gmail-watch-notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: valid },
      body: '{"message": ',
    });
    expect(notJson.status).toBe(400);
  });

  it('a verified watch notification syncs the history: the new reply is threaded into its thread', async () => {
    const first = await synced('18c1f0a2b3c4d5e1');
    google.deliver({ id: '18c1f0a2b3c4d5e3', threadId: '18c1f0a2b3c4d5e1', raw: q3Reply });
    const response = await push(`Bearer ${await google.pushToken({ aud: AUDIENCE, email: PUSH_ACCOUNT })}`, {
      emailAddress: 'alice@acme.example',
      historyId: google.historyId(),
    });
    expect(response.status).toBe(204);
    await server.services.background.idle();
    const reply = await synced('18c1f0a2b3c4d5e3');
    expect(reply.threadId).toBe(first.threadId);
    expect(reply.message.body).toContain('One correction: revenue is 1.3M.');
    expect(google.requests.some((r) => r.path.endsWith('/history') && r.query.get('startHistoryId'))).toBe(
      true,
    );
    // The same notification again adds nothing (idempotent by Gmail id and Message-ID).
    await push(`Bearer ${await google.pushToken({ aud: AUDIENCE, email: PUSH_ACCOUNT })}`, {
      emailAddress: 'alice@acme.example',
      historyId: google.historyId(),
    });
    await server.services.background.idle();
    const page = await a.call('listThreadMessages', { params: { thread_id: first.threadId } });
    expect(page.body.data).toHaveLength(2);
  });

  it('the scheduler renews the watch and polls; history Google no longer has means a full resync', async () => {
    google.deliver({
      id: '18c1f0a2b3c4d5e4',
      threadId: '18c1f0a2b3c4d5e4',
      raw: lunch.replace('lunch-1@', 'lunch-2@').replace('Lunch on Thursday?', 'Lunch on Friday?'),
    });
    google.forgetHistoryBefore(google.historyId() + 1);
    server.setNow(new Date(TEST_NOW.getTime() + 6 * 60_000));
    const gmail = server.gmail;
    if (!gmail) throw new Error('Gmail is not configured');
    expect(await gmail.runOnce()).toEqual({ polled: 1, watched: 1 });
    server.setNow(TEST_NOW);
    const watch = google.requests.find((r) => r.path.endsWith('/watch'));
    expect(watch?.body).toMatchObject({ topicName: 'projects/switchboard-test/topics/gmail' });
    const again = await synced('18c1f0a2b3c4d5e4');
    const thread = await a.call('getThread', { params: { thread_id: again.threadId } });
    expect(thread.body.title).toBe('Lunch on Friday?');
  });

  it('a reply from Switchboard goes out through users.messages.send with its Gmail threadId and reply headers', async () => {
    const { threadId } = await synced('18c1f0a2b3c4d5e1');
    const start = server.services.now();
    const sent = await a.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: 'msg_gmail_reply_1',
        message_body: '<p>Thanks, looks right.</p>',
        external_recipients: [
          { email: 'dana@partner.example', type: 'to' },
          { email: 'auditor@partner.example', type: 'bcc' },
        ],
      },
    });
    expect(sent.status).toBe(201);
    expect((await server.outbound.runOnce()).sent).toBe(0); // the undo window
    server.setNow(new Date(start.getTime() + 11_000));
    expect((await server.outbound.runOnce()).sent).toBe(1);
    server.setNow(TEST_NOW);
    const request = google.requests.filter((r) => r.path.endsWith('/messages/send')).at(-1);
    const body = request?.body as { raw: string; threadId?: string };
    expect(body.threadId).toBe('18c1f0a2b3c4d5e1');
    const mail = await simpleParser(Buffer.from(body.raw, 'base64url'));
    expect(mail.from?.value[0]?.address).toBe('alice@acme.example');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null).toBe(
      'dana@partner.example',
    );
    expect(mail.inReplyTo).toBe('<q3-2@partner.example>');
    expect(JSON.stringify(mail.references)).toContain('<q3-1@partner.example>');
    expect(mail.subject).toMatch(/Q3 numbers — draft/);
    expect(mail.html).toContain('Thanks, looks right.');
    // Bcc is in the raw message for Gmail to deliver (Gmail strips it from what others receive).
    expect(mail.bcc && !Array.isArray(mail.bcc) ? mail.bcc.value[0]?.address : null).toBe(
      'auditor@partner.example',
    );
    const outbox = await server.db
      .selectFrom('outbox')
      .select(['sent_at'])
      .where('message_id', '=', 'msg_gmail_reply_1')
      .execute();
    expect(outbox.every((r) => r.sent_at !== null)).toBe(true);
  });

  it('shows the re-auth states: a revoked grant (invalid_grant) and a grant without the Gmail scopes', async () => {
    google.revoke();
    const gmail = server.gmail;
    if (!gmail) throw new Error('Gmail is not configured');
    const accountId = (
      await server.db
        .selectFrom('gmail_accounts')
        .select('id')
        .where('user_id', '=', alice)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await gmail.sync(accountId)).mode).toBe('revoked');
    const account = await a.call('getAccount');
    expect(account.body).toMatchObject({ reauth_reason: 'revoked', is_email_sync_operational: false });

    const b = await server.as(bob);
    const connected = await b.call('createProviderConnection', {
      params: { user_id: bob },
      body: {
        provider: 'google',
        oauth_scopes: ['https://www.googleapis.com/auth/gmail.readonly'],
        oauth_grant: { refresh_token: '1//bob-refresh' },
      },
    });
    expect(connected.body.reauth_reason).toBe('scopes');
    const bobAccount = await b.call('getAccount');
    expect(bobAccount.body).toMatchObject({ reauth_reason: 'scopes', is_email_sync_operational: false });
  });
});
