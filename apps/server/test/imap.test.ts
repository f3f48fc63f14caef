import type { AddressInfo } from 'node:net';
import { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  connectImapAccount,
  type ImapSyncReport,
  syncImapAccount,
  watchImapAccount,
} from '../src/mail/imap-sync.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { DOVECOT, type Dovecot, startDovecot } from './helpers/dovecot.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

if (!DOVECOT) {
  console.warn(
    '[imap.test] Dovecot is not installed (apt-get install dovecot-imapd; .ci/run does it): the IMAP tests are skipped.',
  );
}

const mail = (id: string, subject: string, body: string) =>
  `From: Quinn Vendor <quinn@vendor.example>\r\nTo: alice@acme.example\r\nSubject: ${subject}\r\nMessage-ID: <${id}@vendor.example>\r\nDate: Mon, 15 Jun 2026 08:00:00 +0000\r\n\r\n${body}\r\n`;

describe.runIf(DOVECOT)('IMAP account against Dovecot', () => {
  let dovecot: Dovecot;
  let server: TestServer;
  let a: TestClient;
  let outside: ImapFlow;
  let imapUrl: string;
  const sent: ParsedMail[] = [];
  let smtp: SMTPServer;

  beforeAll(async () => {
    dovecot = await startDovecot({ 'alice@acme.example': 's3cret-pass' });
    server = await startTestServer();
    a = await server.as(SEED_IDS.user('alice'));
    imapUrl = `imap://${encodeURIComponent('alice@acme.example')}:${encodeURIComponent('s3cret-pass')}@127.0.0.1:${dovecot.port}`;
    // The provider's side: another client of the same mailbox (a phone, the provider's web mail).
    outside = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: 'alice@acme.example', pass: 's3cret-pass' },
      logger: false,
    });
    await outside.connect();
    smtp = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then((p) => {
          sent.push(p);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await outside?.logout().catch(() => {});
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await server?.close();
    dovecot?.close();
  });

  async function threadOf(messageId: string) {
    const row = await server.db
      .selectFrom('messages')
      .select(['id', 'thread_id'])
      .where('rfc822_message_id', '=', messageId)
      .executeTakeFirstOrThrow();
    const thread = await a.call('getThread', { params: { thread_id: row.thread_id } });
    const messages = await a.call('listThreadMessages', { params: { thread_id: row.thread_id } });
    return { thread: thread.body, message: messages.body.data.find((m) => m.id === row.id) };
  }

  it('refuses a wrong password when connecting', async () => {
    await expect(
      connectImapAccount(server.db, {
        userEmail: 'alice@acme.example',
        imapUrl: `imap://alice%40acme.example:wrong@127.0.0.1:${dovecot.port}`,
      }),
    ).rejects.toThrow();
  });

  it('syncs by UID: new mail once, \\Seen as read and \\Flagged as starred, flag changes on the next sync', async () => {
    await outside.append('INBOX', mail('imap-1', 'Invoice 1001', 'Please find the invoice.'), ['\\Seen']);
    await outside.append('INBOX', mail('imap-2', 'Delivery window', 'We deliver Thursday.'), ['\\Flagged']);
    const account = await connectImapAccount(server.db, {
      userEmail: 'alice@acme.example',
      imapUrl,
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    });
    expect(await syncImapAccount(server.db, account, TEST_NOW)).toMatchObject({ added: 2 });

    const first = await threadOf('<imap-1@vendor.example>');
    expect(first.thread.title).toBe('Invoice 1001');
    expect(first.message?.is_unread).toBe(false);
    expect(first.thread.is_starred).toBe(false);
    const second = await threadOf('<imap-2@vendor.example>');
    expect(second.message?.is_unread).toBe(true);
    expect(second.thread.is_starred).toBe(true);

    const again = await server.db
      .selectFrom('mail_accounts')
      .selectAll()
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(again.last_uid).toBe(2);
    await outside.mailboxOpen('INBOX');
    await outside.messageFlagsAdd({ uid: '2' }, ['\\Seen'], { uid: true });
    expect(await syncImapAccount(server.db, again, TEST_NOW)).toEqual({ added: 0, flagsApplied: 2 });
    expect((await threadOf('<imap-2@vendor.example>')).message?.is_unread).toBe(false);
  });

  it('hears new mail through IDLE and syncs it without being asked', async () => {
    const account = await server.db.selectFrom('mail_accounts').select('id').executeTakeFirstOrThrow();
    const reports: ImapSyncReport[] = [];
    const watcher = await watchImapAccount(server.db, account.id, () => TEST_NOW, {
      onSynced: (r) => reports.push(r),
    });
    try {
      await vi.waitFor(() => expect(reports.length).toBeGreaterThan(0), { timeout: 10_000 });
      await outside.append('INBOX', mail('imap-3', 'Pallet count', 'Twelve pallets.'), []);
      await vi.waitFor(() => expect(reports.some((r) => r.added === 1)).toBe(true), { timeout: 15_000 });
      expect((await threadOf('<imap-3@vendor.example>')).message?.is_unread).toBe(true);
    } finally {
      await watcher.close();
    }
  });

  it("sends alice's reply through the account's own SMTP server", async () => {
    const { thread } = await threadOf('<imap-3@vendor.example>');
    const reply = await a.call('postThreadMessage', {
      params: { thread_id: thread.id },
      body: {
        id: 'msg_imap_reply',
        message_body: '<p>Thanks, twelve it is.</p>',
        external_recipients: [{ email: 'quinn@vendor.example', type: 'to' }],
      },
    });
    expect(reply.status).toBe(201);
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    expect((await server.outbound.runOnce()).sent).toBe(1);
    server.setNow(TEST_NOW);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.inReplyTo).toBe('<imap-3@vendor.example>');
  });
});
