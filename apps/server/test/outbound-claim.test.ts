import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';
import { createOutboundSender, type OutboundSender } from '../src/mail/outbound.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

/**
 * Several server processes on one database (run on PostgreSQL with
 * `node scripts/with-postgres.mjs -- pnpm vitest run --project server apps/server/test/outbound-claim.test.ts`;
 * on PGlite otherwise): two senders, each with its own connection pool, drain one outbox at the same time,
 * and the relay receives every address of every message exactly once.
 */
/** Enough for both senders' rounds to overlap; fewer on PGlite, whose one connection runs them in turn. */
const MESSAGES = process.env.TEST_DATABASE_URL ? 24 : 8;

let server: TestServer;
let secondDb: Db | null = null;
const received: { messageId: string; envelope: string[] }[] = [];
let sink: SMTPServer;
let sinkPort: number;

beforeAll(async () => {
  sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push({
          messageId: parsed.messageId ?? '',
          envelope: session.envelope.rcptTo.map((r) => r.address),
        });
        // A relay that takes a moment per message, so the two senders' rounds overlap.
        setTimeout(() => callback(), 15);
      }, callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkPort = (sink.server.address() as AddressInfo).port;
  server = await startTestServer();
  const a = await server.as(SEED_IDS.user('alice'));
  for (let i = 0; i < MESSAGES; i += 1) {
    const created = await a.call('createThread', {
      body: {
        thread_id: `thr_claim_${i}`,
        message_id: `msg_claim_${i}`,
        message_body: `<p>Order ${i}</p>`,
        thread_title: `Order ${i}`,
        external_recipients: [
          { email: `buyer${i}@partner.example`, type: 'to' },
          { email: `ledger${i}@partner.example`, type: 'cc' },
        ],
      },
    });
    expect(created.status).toBe(201);
  }
  if (server.config.databaseUrl) {
    secondDb = await openDatabase({ kind: 'postgres', url: server.config.databaseUrl });
  }
}, 180_000);
afterAll(async () => {
  await secondDb?.destroy();
  await server?.close();
  await new Promise<void>((resolve) => (sink ? sink.close(() => resolve()) : resolve()));
});

describe('two senders on one outbox', () => {
  it('send every address of every message exactly once', async () => {
    const now = () => new Date(TEST_NOW.getTime() + 11_000);
    const relayUrl = `smtp://127.0.0.1:${sinkPort}`;
    const senders: OutboundSender[] = [
      createOutboundSender({ db: server.db, now, relayUrl }),
      createOutboundSender({ db: secondDb ?? server.db, now, relayUrl }),
    ];
    const drain = async (sender: OutboundSender) => {
      let total = 0;
      for (;;) {
        const report = await sender.runOnce();
        if (report.sent === 0) return total;
        total += report.sent;
      }
    };
    try {
      const sent = await Promise.all(senders.map(drain));
      expect(sent.reduce((x, y) => x + y, 0)).toBe(MESSAGES);
    } finally {
      for (const s of senders) s.close();
    }
    const deliveries = received.flatMap((r) => r.envelope.map((to) => `${r.messageId} ${to}`)).sort();
    const expected = Array.from({ length: MESSAGES }, (_, i) => [
      `<msg_claim_${i}@acme.example> buyer${i}@partner.example`,
      `<msg_claim_${i}@acme.example> ledger${i}@partner.example`,
    ])
      .flat()
      .sort();
    expect(deliveries).toEqual(expected);
    const pending = await server.db
      .selectFrom('outbox')
      .select(['id', 'claimed_until'])
      .where('message_id', 'like', 'msg_claim_%')
      .where((eb) => eb.or([eb('sent_at', 'is', null), eb('claimed_until', 'is not', null)]))
      .execute();
    expect(pending).toEqual([]);
  });
});
