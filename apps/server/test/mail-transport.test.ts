import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import type { Message } from '@switchboard/domain';
import { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer, { type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readStoredFile } from '../src/files/stored-files.js';
import { connectImapAccount, type ImapSyncReport, syncImapAccountOnce } from '../src/mail/imap-sync.js';
import { watchImapAccount } from '../src/mail/imap-watchers.js';
import { importMail } from '../src/mail/import-mail.js';
import { splitMbox } from '../src/mail/mbox.js';
import { outboxText, runtimeFileFor, writeServerRuntime } from '../src/mail/outbox-command.js';
import { readTls, type SmtpIn, startSmtpIn } from '../src/mail/smtp-in.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { DOVECOT, type Dovecot, startDovecot } from './helpers/dovecot.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const fixture = (name: string) => readFileSync(new URL(`./fixtures/mail/${name}`, import.meta.url));

/** A relay that records what it receives; refuses bounce@ for good (550) and busy@ for now (451). */
async function startSink() {
  const received: { envelope: string[]; raw: Buffer; parsed: ParsedMail }[] = [];
  const sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@'))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (address.address.startsWith('busy@'))
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((parsed) => {
          received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return {
    received,
    port: (sink.server.address() as AddressInfo).port,
    close: () => new Promise<void>((r) => sink.close(r)),
  };
}

let server: TestServer;
let sink: Awaited<ReturnType<typeof startSink>>;
let a: TestClient;
let smtp: Transporter;

beforeAll(async () => {
  sink = await startSink();
  server = await startTestServer({
    smtp: { port: 0, host: '127.0.0.1' },
    relayUrl: `smtp://127.0.0.1:${sink.port}`,
  });
  a = await server.as(alice);
  smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: server.smtp?.port,
    secure: false,
    ignoreTLS: true,
  });
  // Starting, migrating and seeding takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  smtp?.close();
  await server?.close();
  await sink?.close();
});

/** Sends raw mail to alice over SMTP and returns her view of the message (found by its Message-ID). */
async function deliverRaw(
  raw: Buffer | string,
  to = ['alice@acme.example'],
): Promise<{ message: Message; threadId: string }> {
  const info = await smtp.sendMail({ envelope: { from: 'sender@partner.example', to }, raw });
  expect(info.accepted).toEqual(to);
  return findDelivered(typeof raw === 'string' ? raw : raw.toString('latin1'));
}

async function findDelivered(raw: string): Promise<{ message: Message; threadId: string }> {
  const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
  // Alice's copy: another member who got the same mail has a copy of their own.
  const row = await server.db
    .selectFrom('messages')
    .innerJoin('message_user_states', 'message_user_states.message_id', 'messages.id')
    .select(['messages.id', 'messages.thread_id'])
    .where('messages.rfc822_message_id', '=', id ?? '')
    .where('messages.organization_id', '=', SEED_IDS.acme)
    .where('message_user_states.user_id', '=', alice)
    .executeTakeFirstOrThrow();
  const page = await a.call('listThreadMessages', {
    params: { thread_id: row.thread_id },
    query: { limit: 25 },
  });
  expect(page.status).toBe(200);
  const message = page.body.data.find((m) => m.id === row.id);
  if (!message) throw new Error('message not visible to alice');
  return { message, threadId: row.thread_id };
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('inbound SMTP', () => {
  it('refuses recipients who are not workspace users with 550', async () => {
    await expect(
      smtp.sendMail({
        envelope: { from: 'x@partner.example', to: ['nobody@acme.example'] },
        raw: 'Subject: hi\r\n\r\nhi',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  it("delivers mailparser's nodemailer message: RFC 2047 subject, names, inline cid images, a non-ASCII attachment name", async () => {
    const { message, threadId } = await deliverRaw(fixture('mailparser-nodemailer.eml'));
    const thread = await a.call('getThread', { params: { thread_id: threadId } });
    expect(thread.body.title).toMatch(/^Nodemailer is unicode friendly ✔/);
    expect(message.sender).toMatchObject({ email: 'andris@kreata.ee' });
    expect(JSON.stringify(message.sender)).toContain('Andris Kreata');
    expect(message.is_unread).toBe(true);
    // The inline images are in the HTML as data: URIs; the plain notes.txt stays an attachment.
    expect(message.body).toMatch(/<img[^>]+src="data:image\/png;base64,/);
    expect(message.body).not.toContain('cid:');
    expect(message.attachments.map((x) => x.name)).toContain('notes.txt');
    const notes = message.attachments.find((x) => x.name === 'notes.txt');
    const bytes = await download(notes?.download_url ?? '');
    expect(bytes.byteLength).toBe(notes?.size);
    expect(bytes.toString('utf8')).toContain('Some notes about this e-mail');
    // In her inbox, unread.
    const inbox = await a.call('listInboxEvents', { query: { limit: 30 } });
    expect(inbox.body.data.map((i) => i.thread.id)).toContain(threadId);
  });

  it('decodes RFC 2047 words in four charsets (white space between encoded words drops) and a quoted-printable windows-1252 body', async () => {
    const { message, threadId } = await deliverRaw(fixture('charsets.eml'));
    const thread = await a.call('getThread', { params: { thread_id: threadId } });
    expect(thread.body.title).toBe('If you can read this you understand the example.会議の議事録');
    expect(JSON.stringify(message.sender)).toContain('André Pirard');
    expect(JSON.stringify(message.recipients.cc)).toContain('Сергей Петров');
    expect(message.body).toContain('Le café est prêt à 10 h. À bientôt !');
  });

  it('keeps nested multipart bodies and sanitises HTML by the shared rules', async () => {
    const nested = await deliverRaw(
      `Message-ID: <nested-copy@example.com>\r\n${fixture('mailparser-nested.eml').toString('latin1')}`,
    );
    expect(nested.message.body).toContain('<p>Dear Sir</p>');
    const hostile = await deliverRaw(
      [
        'From: Mallory <mallory@partner.example>',
        'To: alice@acme.example',
        'Subject: Hello',
        'Message-ID: <hostile-1@partner.example>',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p onclick="steal()">Hi<script>alert(1)</script></p><form action="https://x.example"><input name="p"></form><a href="https://acme.example">link</a>',
      ].join('\r\n'),
    );
    expect(hostile.message.body).toContain('Hi');
    expect(hostile.message.body).not.toMatch(/script|onclick|<form|<input/);
    expect(hostile.message.body).toContain('rel="noopener noreferrer"');
  });

  it('stores attachments with non-ASCII names byte for byte and resolves an inline image sent by nodemailer', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% Prüfbericht\n%%EOF\n', 'utf8');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    await smtp.sendMail({
      from: { name: 'Jürgen Groß', address: 'juergen@partner.example' },
      to: 'alice@acme.example',
      subject: 'Prüfbericht für März ✓',
      messageId: '<attachments-1@partner.example>',
      text: 'Anbei der Bericht.',
      html: '<p>Anbei der Bericht.</p><img src="cid:logo@partner">',
      attachments: [
        { filename: 'Prüfbericht – März.pdf', content: pdf, contentType: 'application/pdf' },
        { filename: 'logo.png', content: png, cid: 'logo@partner' },
      ],
    });
    const { message } = await findDelivered('Message-ID: <attachments-1@partner.example>');
    expect(JSON.stringify(message.sender)).toContain('Jürgen Groß');
    expect(message.attachments.map((x) => x.name)).toEqual(['Prüfbericht – März.pdf']);
    const [report] = message.attachments;
    expect(report?.size).toBe(pdf.byteLength);
    expect((await download(report?.download_url ?? '')).equals(pdf)).toBe(true);
    expect(message.body).toContain(`src="data:image/png;base64,${png.toString('base64')}"`);
  });

  it('keeps a calendar invite as an attachment with its bytes', async () => {
    const { message } = await deliverRaw(fixture('calendar-invite.eml'));
    const names = message.attachments.map((x) => x.name);
    expect(names).toContain('invite.ics');
    const ics = message.attachments.find((x) => x.name === 'invite.ics');
    expect((await download(ics?.download_url ?? '')).toString('utf8')).toContain('SUMMARY:Quarterly review');
    expect(message.attachments.some((x) => x.mime_type === 'text/calendar')).toBe(true);
  });

  it('threads a reply chain by References, and a reply without them by subject and participants', async () => {
    const first = await deliverRaw(
      'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: Launch plan\r\nMessage-ID: <chain-1@partner.example>\r\n\r\nShall we launch on Monday?',
    );
    const second = await deliverRaw(
      'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: Something else entirely\r\nMessage-ID: <chain-2@partner.example>\r\nIn-Reply-To: <unknown@elsewhere>\r\nReferences: <chain-1@partner.example> <unknown@elsewhere>\r\n\r\nAlso Tuesday works.',
    );
    expect(second.threadId).toBe(first.threadId);
    const third = await deliverRaw(
      'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: RE: Launch plan\r\nMessage-ID: <chain-3@partner.example>\r\n\r\nAny news?',
    );
    expect(third.threadId).toBe(first.threadId);
    const stranger = await deliverRaw(
      'From: Zed <zed@other.example>\r\nTo: alice@acme.example\r\nSubject: Re: Launch plan\r\nMessage-ID: <chain-4@other.example>\r\n\r\nMe too',
    );
    expect(stranger.threadId).not.toBe(first.threadId);
    const page = await a.call('listThreadMessages', {
      params: { thread_id: first.threadId },
      query: { limit: 25 },
    });
    expect(page.body.data.length).toBe(3);
  });

  it('is idempotent by Message-ID, sorts by header category and marks spam from the headers', async () => {
    const raw =
      'From: GitHub <noreply@github.com>\r\nTo: alice@acme.example\r\nSubject: [acme/app] Build passed\r\nMessage-ID: <updates-1@github.com>\r\nList-Unsubscribe: <https://github.com/notifications/unsubscribe>\r\n\r\nGreen.';
    const once = await deliverRaw(raw);
    const twice = await deliverRaw(raw);
    expect(twice.message.id).toBe(once.message.id);
    const thread = await a.call('getThread', { params: { thread_id: once.threadId } });
    expect(thread.body.category).toBe('updates');
    const spam = await deliverRaw(
      'From: Prize <win@lottery.example>\r\nTo: alice@acme.example\r\nSubject: You won\r\nMessage-ID: <spam-1@lottery.example>\r\nX-Spam-Flag: YES\r\nX-Spam-Status: Yes, score=9.2 required=5.0\r\n\r\nClaim now',
    );
    const spamThread = await a.call('getThread', { params: { thread_id: spam.threadId } });
    expect(spamThread.body.isSpam).toBe(true);
    const inbox = await a.call('listInboxEvents', {});
    expect(inbox.body.data.map((i) => i.thread.id)).not.toContain(spam.threadId);
  });
});

describe('inbound SMTP limits and STARTTLS', () => {
  // A second listener on the same database: a small size limit, one connection at most, and STARTTLS with a
  // throwaway self-signed certificate (made by the openssl command line for this run).
  let limited: SmtpIn;
  let single: SmtpIn;
  let cert: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-tls-'));
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ]);
    const tls = readTls(keyFile, certFile);
    cert = tls?.cert ?? '';
    limited = await startSmtpIn({
      db: server.db,
      now: server.services.now,
      port: 0,
      host: '127.0.0.1',
      maxMessageBytes: 64 * 1024,
      tls,
    });
    single = await startSmtpIn({
      db: server.db,
      now: server.services.now,
      port: 0,
      host: '127.0.0.1',
      maxClients: 1,
    });
  });
  afterAll(async () => {
    await limited?.close();
    await single?.close();
  });

  const client = (port: number, tls: 'off' | 'required') =>
    nodemailer.createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ...(tls === 'off'
        ? { ignoreTLS: true }
        : { requireTLS: true, tls: { ca: [cert], servername: 'localhost' } }),
    });

  it('answers 552 to a message over the size limit and stores nothing of it', async () => {
    const sender = client(limited.port, 'off');
    try {
      await expect(
        sender.sendMail({
          envelope: { from: 'big@partner.example', to: ['alice@acme.example'] },
          raw: `From: big@partner.example\r\nTo: alice@acme.example\r\nSubject: Too big\r\nMessage-ID: <too-big@partner.example>\r\n\r\n${'x'.repeat(76).concat('\r\n').repeat(1500)}`,
        }),
      ).rejects.toMatchObject({ responseCode: 552 });
    } finally {
      sender.close();
    }
    const stored = await server.db
      .selectFrom('messages')
      .select('id')
      .where('rfc822_message_id', '=', '<too-big@partner.example>')
      .execute();
    expect(stored).toEqual([]);
  });

  it('refuses a connection over maxClients with 421', async () => {
    const greeting = (socket: net.Socket) =>
      new Promise<string>((resolve, reject) => {
        socket.once('data', (d) => resolve(d.toString('utf8')));
        socket.once('error', reject);
      });
    const first = net.connect(single.port, '127.0.0.1');
    try {
      expect(await greeting(first)).toMatch(/^220 /);
      const second = net.connect(single.port, '127.0.0.1');
      try {
        expect(await greeting(second)).toMatch(/^421 /);
      } finally {
        second.destroy();
      }
    } finally {
      first.destroy();
    }
  });

  it('offers STARTTLS with a configured certificate and delivers over it', async () => {
    const sender = client(limited.port, 'required');
    try {
      const info = await sender.sendMail({
        envelope: { from: 'tls@partner.example', to: ['alice@acme.example'] },
        raw: 'From: Tess <tls@partner.example>\r\nTo: alice@acme.example\r\nSubject: Over TLS\r\nMessage-ID: <over-tls@partner.example>\r\n\r\nEncrypted on the way.',
      });
      expect(info.accepted).toEqual(['alice@acme.example']);
    } finally {
      sender.close();
    }
    const { message } = await findDelivered('Message-ID: <over-tls@partner.example>');
    expect(message.body).toContain('Encrypted on the way.');
    // Without a certificate STARTTLS is not offered: a client that requires it is refused.
    const plain = client(single.port, 'required');
    try {
      await expect(
        plain.sendMail({
          envelope: { from: 'tls@partner.example', to: ['alice@acme.example'] },
          raw: 'Subject: x\r\n\r\nx',
        }),
      ).rejects.toThrow(/STARTTLS/);
    } finally {
      plain.close();
    }
  });
});

describe('more of the corpus', () => {
  it('decodes a base64 text/plain body', async () => {
    const text = 'Grüße aus Köln – the meeting moved to 15:30.\nBring the Q3 numbers.';
    const { message } = await deliverRaw(
      [
        'From: Köln Office <koeln@partner.example>',
        'To: alice@acme.example',
        'Subject: Meeting moved',
        'Message-ID: <base64-text@partner.example>',
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n'),
      ].join('\r\n'),
    );
    expect(message.body).toContain('Grüße aus Köln – the meeting moved to 15:30.');
    expect(message.body).toContain('Bring the Q3 numbers.');
  });

  it("keeps mailparser's base64-encoded root part (a PNG) as an attachment with its bytes", async () => {
    const raw = `Message-ID: <base64-root@example.com>\r\nTo: alice@acme.example\r\nSubject: Screenshot\r\n${fixture('mailparser-base64encodedroot.eml').toString('latin1')}`;
    const { message } = await deliverRaw(raw);
    const png = message.attachments.find((x) => x.name === 'screenshot.png');
    expect(png?.mime_type).toBe('image/png');
    const bytes = await download(png?.download_url ?? '');
    expect(bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    expect(bytes.byteLength).toBe(png?.size);
  });

  it('threads a References chain of three, and a reply from here carries the whole chain', async () => {
    const mail = (n: number, refs: string[]) =>
      [
        'From: Rita Ops <rita@partner.example>',
        'To: alice@acme.example',
        `Subject: ${n === 1 ? 'Rollout' : 'Re: Rollout'} step ${n}`,
        `Message-ID: <rollout-${n}@partner.example>`,
        ...(refs.length > 0 ? [`In-Reply-To: ${refs.at(-1)}`, `References: ${refs.join(' ')}`] : []),
        '',
        `Step ${n} done.`,
      ].join('\r\n');
    // A second apart each, as mail arrives: the reply answers the newest.
    const at = (seconds: number) => server.setNow(new Date(TEST_NOW.getTime() + seconds * 1000));
    try {
      at(1);
      const first = await deliverRaw(mail(1, []));
      at(2);
      const second = await deliverRaw(mail(2, ['<rollout-1@partner.example>']));
      at(3);
      const third = await deliverRaw(mail(3, ['<rollout-1@partner.example>', '<rollout-2@partner.example>']));
      expect([second.threadId, third.threadId]).toEqual([first.threadId, first.threadId]);
      at(4);
      const reply = await a.call('postThreadMessage', {
        params: { thread_id: first.threadId },
        body: {
          id: 'msg_out_rollout',
          message_body: '<p>Thanks Rita.</p>',
          external_recipients: [{ email: 'rita@partner.example', type: 'to' }],
        },
      });
      expect(reply.status).toBe(201);
      at(15);
      expect((await server.outbound.runOnce()).sent).toBe(1);
    } finally {
      server.setNow(TEST_NOW);
    }
    const out = sink.received.at(-1)?.parsed;
    expect(out?.messageId).toBe('<msg_out_rollout@acme.example>');
    expect(out?.inReplyTo).toBe('<rollout-3@partner.example>');
    expect(out?.references).toEqual([
      '<rollout-1@partner.example>',
      '<rollout-2@partner.example>',
      '<rollout-3@partner.example>',
    ]);
  });

  it('sends attachments out with their names, bytes and content types', async () => {
    const files = [
      {
        name: 'Angebot März.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n%%EOF\n', 'utf8'),
      },
      { name: 'rates.csv', type: 'text/csv', bytes: Buffer.from('item,price\nwidget,4.20\n') },
    ];
    const staged: string[] = [];
    for (const f of files) {
      const created = await a.call('createStagedAttachment', {
        body: { download_file_name: f.name, mime_type: f.type, file_size: f.bytes.length },
      });
      expect(created.status).toBe(201);
      const upload = await fetch(created.body.upload_url, {
        method: 'PUT',
        body: f.bytes,
        headers: created.body.headers,
      });
      expect(upload.status).toBe(200);
      staged.push(created.body.id);
    }
    const thread = await a.call('createThread', {
      body: {
        thread_id: 'thr_out_files',
        message_id: 'msg_out_files',
        message_body: '<p>Offer attached.</p>',
        thread_title: 'Offer',
        external_recipients: [{ email: 'buyer@partner.example', type: 'to' }],
        staged_attachment_ids: staged,
      },
    });
    expect(thread.status).toBe(201);
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    try {
      expect((await server.outbound.runOnce()).sent).toBe(1);
    } finally {
      server.setNow(TEST_NOW);
    }
    const out = sink.received.at(-1)?.parsed;
    expect(out?.messageId).toBe('<msg_out_files@acme.example>');
    const got = (out?.attachments ?? []).map((x) => ({
      name: x.filename,
      type: x.contentType,
      bytes: x.content,
    }));
    expect(got.map((x) => x.name).sort()).toEqual(files.map((f) => f.name).sort());
    for (const f of files) {
      const match = got.find((x) => x.name === f.name);
      expect(match?.type).toBe(f.type);
      expect(match?.bytes.equals(f.bytes), f.name).toBe(true);
    }
  });

  it('sends an inline image as a related cid: part that the HTML shows, not as a file', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const created = await a.call('createStagedAttachment', {
      body: { download_file_name: 'chart.png', mime_type: 'image/png', file_size: png.length },
    });
    expect(created.status).toBe(201);
    expect(
      (await fetch(created.body.upload_url, { method: 'PUT', body: png, headers: created.body.headers }))
        .status,
    ).toBe(200);
    const thread = await a.call('createThread', {
      body: {
        thread_id: 'thr_out_inline',
        message_id: 'msg_out_inline',
        message_body: `<p>The chart:</p><img src="cid:${created.body.id}" alt="chart.png">`,
        thread_title: 'Chart',
        external_recipients: [{ email: 'buyer@partner.example', type: 'to' }],
        staged_attachment_ids: [created.body.id],
      },
    });
    expect(thread.status).toBe(201);
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    try {
      expect((await server.outbound.runOnce()).sent).toBe(1);
    } finally {
      server.setNow(TEST_NOW);
    }
    const out = sink.received.at(-1);
    expect(out?.parsed.messageId).toBe('<msg_out_inline@acme.example>');
    expect(out?.raw.toString()).toMatch(/multipart\/related/i);
    const part = out?.parsed.attachments.find((x) => x.filename === 'chart.png');
    expect(part?.cid).toBe(created.body.id);
    expect(part?.related).toBe(true);
    expect(part?.contentDisposition).toBe('inline');
    expect(part?.content.equals(png)).toBe(true);
    // The reader's mail program shows it where the body put it (mailparser inlines the cid: part).
    expect(out?.parsed.html).toContain(`src="data:image/png;base64,${png.toString('base64')}"`);
  });
});

describe('a known Message-ID is no key to a thread', () => {
  // An outsider who got one mail of a thread (a Cc, a forwarded copy) knows its Message-ID; mailing it to
  // another member must not show that member the thread, whose other messages may be internal only.
  const original =
    'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: Pricing for Globex\r\nMessage-ID: <pricing-1@partner.example>\r\n\r\nOur best offer is 40k.';
  let threadId: string;
  let dave: TestClient;

  beforeAll(async () => {
    dave = await server.as(SEED_IDS.user('dave'));
    ({ threadId } = await deliverRaw(original));
    // An internal note between alice and carol in that thread.
    const note = await a.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: 'msg_internal_pricing',
        message_body: '<p>Internal: we can go down to 30k.</p>',
        internal_recipients: [{ user_id: SEED_IDS.user('carol'), type: 'to' }],
      },
    });
    expect(note.status).toBe(201);
  });

  async function expectDaveCannotSeeTheThread() {
    expect((await dave.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
    expect((await dave.call('listThreadMessages', { params: { thread_id: threadId } })).status).toBe(404);
    const followers = await server.db
      .selectFrom('thread_followers')
      .select('user_id')
      .where('thread_id', '=', threadId)
      .execute();
    expect(followers.map((f) => f.user_id)).not.toContain(SEED_IDS.user('dave'));
  }

  it('the same mail (same Message-ID, same content) sent on to another member is a new thread of theirs', async () => {
    const copy = await smtp.sendMail({
      envelope: { from: 'mallory@partner.example', to: ['dave@acme.example'] },
      raw: original,
    });
    expect(copy.accepted).toEqual(['dave@acme.example']);
    await expectDaveCannotSeeTheThread();
    const copies = await server.db
      .selectFrom('messages')
      .select(['id', 'thread_id'])
      .where('rfc822_message_id', '=', '<pricing-1@partner.example>')
      .execute();
    expect(copies).toHaveLength(2);
    const daves = copies.find((c) => c.thread_id !== threadId);
    const page = await dave.call('listThreadMessages', { params: { thread_id: daves?.thread_id ?? '' } });
    expect(page.status).toBe(200);
    expect(page.body.data.map((m) => m.body).join()).not.toContain('30k');
    // Alice still has her one copy: for her it is a duplicate.
    const again = await deliverRaw(original);
    expect(again.threadId).toBe(threadId);
    expect(
      (await a.call('listThreadMessages', { params: { thread_id: threadId } })).body.data.filter((m) =>
        m.body.includes('40k'),
      ),
    ).toHaveLength(1);
  });

  it('a reused Message-ID with other content is not a duplicate, and opens nothing', async () => {
    await smtp.sendMail({
      envelope: { from: 'mallory@partner.example', to: ['dave@acme.example'] },
      raw: 'From: Mallory <mallory@partner.example>\r\nTo: dave@acme.example\r\nSubject: Re: Pricing for Globex\r\nMessage-ID: <pricing-1@partner.example>\r\n\r\nSee the thread.',
    });
    await expectDaveCannotSeeTheThread();
  });

  it('References naming the thread reach only a recipient who already sees it', async () => {
    const reply = await smtp.sendMail({
      envelope: { from: 'mallory@partner.example', to: ['dave@acme.example'] },
      raw: 'From: Mallory <mallory@partner.example>\r\nTo: dave@acme.example\r\nSubject: Re: Pricing for Globex\r\nMessage-ID: <pricing-mallory-2@partner.example>\r\nIn-Reply-To: <pricing-1@partner.example>\r\nReferences: <pricing-1@partner.example>\r\n\r\nAny news?',
    });
    expect(reply.accepted).toEqual(['dave@acme.example']);
    await expectDaveCannotSeeTheThread();
    const daves = await findDaves('<pricing-mallory-2@partner.example>');
    expect(daves.thread_id).not.toBe(threadId);
  });

  it('a member the headers name but the envelope does not is not delivered to', async () => {
    const { threadId: landed } = await deliverRaw(
      'From: Mallory <mallory@partner.example>\r\nTo: alice@acme.example, dave@acme.example\r\nSubject: Re: Pricing for Globex\r\nMessage-ID: <pricing-mallory-3@partner.example>\r\nReferences: <pricing-1@partner.example>\r\n\r\nLooping Dave in.',
    );
    // Alice sees the thread, so the reply is hers there; Dave got no copy and does not join.
    expect(landed).toBe(threadId);
    await expectDaveCannotSeeTheThread();
  });

  async function findDaves(messageId: string) {
    return server.db
      .selectFrom('messages')
      .innerJoin('message_user_states', 'message_user_states.message_id', 'messages.id')
      .select(['messages.id', 'messages.thread_id'])
      .where('messages.rfc822_message_id', '=', messageId)
      .where('message_user_states.user_id', '=', SEED_IDS.user('dave'))
      .executeTakeFirstOrThrow();
  }
});

describe('inbound mailing-list mail', () => {
  // support.google.com/mail/answer/7190: list:info@example.com finds messages from a mailing list (RFC 2919 List-Id).
  it('stores the List-Id header, and list: finds the thread by it', async () => {
    const { threadId } = await deliverRaw(
      'From: Info desk <info@example.com>\r\nTo: alice@acme.example\r\nSubject: Spring programme\r\nMessage-ID: <list-1@example.com>\r\nList-Id: Example news\r\n <info.example.com>\r\n\r\nThe spring programme is out.',
    );
    const row = await server.db
      .selectFrom('messages')
      .select('list_id')
      .where('rfc822_message_id', '=', '<list-1@example.com>')
      .executeTakeFirstOrThrow();
    expect(row.list_id).toBe('Example news <info.example.com>');
    const search = async (query: string) =>
      (await a.call('listFilteredThreads', { query: { query, limit: 30 } })).body.data.map((t) => t.id);
    expect(await search('list:info.example.com')).toContain(threadId);
    expect(await search('list:(other.example.org OR "example news")')).toContain(threadId);
    expect(await search('list:other.example.org')).not.toContain(threadId);
  });
});

describe('outbound through the relay', () => {
  async function reply(
    threadId: string,
    external: { email: string; type: 'to' | 'cc' | 'bcc' }[],
    id: string,
  ) {
    const sent = await a.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: { id, message_body: '<p>Monday it is.</p>', external_recipients: external },
    });
    expect(sent.status).toBe(201);
    return sent.body;
  }

  it('sends a reply after the undo window as proper MIME: From with name, To/Cc, In-Reply-To, References; no Bcc header', async () => {
    const original = await deliverRaw(
      'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: Contract\r\nMessage-ID: <contract-1@partner.example>\r\n\r\nPlease sign.',
    );
    const start = server.services.now();
    await reply(
      original.threadId,
      [
        { email: 'bob@partner.example', type: 'to' },
        { email: 'carla@partner.example', type: 'cc' },
        { email: 'secret@partner.example', type: 'bcc' },
      ],
      'msg_out_1',
    );
    // Inside the undo window nothing leaves.
    expect((await server.outbound.runOnce()).sent).toBe(0);
    server.setNow(new Date(start.getTime() + 11_000));
    expect((await server.outbound.runOnce()).sent).toBe(1);
    server.setNow(TEST_NOW);
    const mail = sink.received.at(-1);
    if (!mail) throw new Error('nothing received');
    expect(mail.envelope.sort()).toEqual([
      'bob@partner.example',
      'carla@partner.example',
      'secret@partner.example',
    ]);
    const p = mail.parsed;
    expect(p.from?.value[0]).toMatchObject({
      address: 'alice@acme.example',
      name: expect.stringMatching(/Alice/),
    });
    expect(p.to && !Array.isArray(p.to) ? p.to.text : '').toContain('bob@partner.example');
    expect(p.cc && !Array.isArray(p.cc) ? p.cc.text : '').toContain('carla@partner.example');
    expect(p.subject).toBe('Re: Contract');
    expect(p.messageId).toBe('<msg_out_1@acme.example>');
    expect(p.inReplyTo).toBe('<contract-1@partner.example>');
    expect(p.references).toEqual('<contract-1@partner.example>');
    expect(p.date).toBeInstanceOf(Date);
    expect(p.html).toContain('Monday it is.');
    expect(p.text).toContain('Monday it is.');
    expect(mail.raw.toString('utf8')).not.toMatch(/^bcc:/im);
    expect(mail.raw.toString('utf8')).not.toContain('secret@partner.example');
    // Bob answers by References: it lands in the same thread.
    const answer = await deliverRaw(
      'From: Bob Lee <bob@partner.example>\r\nTo: alice@acme.example\r\nSubject: Re: Contract\r\nMessage-ID: <contract-2@partner.example>\r\nIn-Reply-To: <msg_out_1@acme.example>\r\n\r\nSigned.',
    );
    expect(answer.threadId).toBe(original.threadId);
  });

  it("adds the branded 'Sent with Switchboard' signature to what leaves (text and HTML) and to the message; only premium may turn it off", async () => {
    const { threadId } = await findDelivered('Message-ID: <contract-1@partner.example>');
    const bob = [{ email: 'bob@partner.example', type: 'to' as const }];
    const sendAndRead = async (id: string) => {
      const message = await reply(threadId, bob, id);
      const start = server.services.now();
      server.setNow(new Date(start.getTime() + 11_000));
      expect((await server.outbound.runOnce()).sent).toBe(1);
      server.setNow(TEST_NOW);
      const mail = sink.received.at(-1);
      if (!mail || mail.parsed.messageId !== `<${id}@acme.example>`) throw new Error(`${id} did not leave`);
      return { message, text: mail.parsed.text ?? '', html: String(mail.parsed.html) };
    };
    const setPlan = (plan: 'free' | 'premium') =>
      server.db.updateTable('organizations').set({ plan }).where('id', '=', SEED_IDS.acme).execute();
    const setBranding = (on: boolean) =>
      a.call('updateUserSettings', { params: { user_id: alice }, body: { branding_signature_enabled: on } });
    try {
      // On by default.
      const branded = await sendAndRead('msg_out_branded');
      expect(branded.message.signature).toBe('Sent with Switchboard');
      expect(branded.text).toMatch(/Monday it is\.\s+-- \nSent with Switchboard/);
      expect(branded.html).toContain('Sent with Switchboard');
      // Premium turns it off: nothing added.
      expect((await setBranding(false)).status).toBe(200);
      const plain = await sendAndRead('msg_out_unbranded');
      expect(plain.message.signature).toBeNull();
      expect(plain.text).not.toContain('Sent with Switchboard');
      expect(plain.html).not.toContain('Sent with Switchboard');
      // Back on the free plan the branding returns although the setting stays off.
      await setPlan('free');
      const free = await sendAndRead('msg_out_free_branded');
      expect(free.message.signature).toBe('Sent with Switchboard');
      expect(free.text).toContain('Sent with Switchboard');
      expect(free.html).toContain('Sent with Switchboard');
    } finally {
      await setPlan('premium');
      await setBranding(true);
    }
  });

  it('forwards a message with its header block, sanitised body and attachments: to a teammate who cannot see the origin thread, and out as MIME', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% forwarded terms\n');
    const info = await smtp.sendMail({
      envelope: { from: 'dora@partner.example', to: ['alice@acme.example'] },
      from: 'Dora Diaz <dora@partner.example>',
      to: 'Alice <alice@acme.example>',
      subject: 'Supplier terms',
      messageId: '<terms-1@partner.example>',
      html: '<p>The <b>new terms</b> are attached.</p><script>alert(1)</script>',
      text: 'The new terms are attached.',
      attachments: [{ filename: 'terms.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    expect(info.accepted).toEqual(['alice@acme.example']);
    const { message: original, threadId: originId } = await findDelivered(
      'Message-ID: <terms-1@partner.example>',
    );
    const attachment = original.attachments.find((x) => x.name === 'terms.pdf');
    if (!attachment) throw new Error('no attachment');
    const start = server.services.now();
    const forward = await a.call('createThread', {
      body: {
        thread_id: 'thr_forward_out',
        message_id: 'msg_forward_out',
        message_body: '<p>FYI, see below.</p>',
        thread_title: 'Supplier terms',
        internal_recipients: [{ user_id: SEED_IDS.user('bob'), type: 'to' }],
        external_recipients: [{ email: 'eve@outside.example', type: 'to' }],
        committed_attachments: [
          {
            download_file_name: attachment.name,
            mime_type: attachment.mime_type,
            server_filename: attachment.server_filename,
          },
        ],
        origin: { type: 'forward', referenced_message_id: original.id },
      },
    });
    expect(forward.status).toBe(201);

    // The teammate: the forward with a copy of the attachment, and the forwarded message (not the rest of
    // the origin thread, which stays out of sight).
    const b = await server.as(SEED_IDS.user('bob'));
    expect((await b.call('getThread', { params: { thread_id: originId } })).status).toBe(404);
    const refs = await b.call('listReferencedMessages', { params: { thread_id: 'thr_forward_out' } });
    expect(refs.status).toBe(200);
    expect(refs.body.data.map((m) => m.id)).toEqual([original.id]);
    const seen = refs.body.data[0];
    expect(seen?.sender).toMatchObject({ email: 'dora@partner.example' });
    expect(seen?.subject).toBe('Supplier terms');
    expect(seen?.recipients.to.map((c) => c.email)).toEqual(['alice@acme.example']);
    expect(seen?.body).toContain('<b>new terms</b>');
    expect(seen?.body).not.toContain('<script');
    const own = await b.call('listThreadMessages', { params: { thread_id: 'thr_forward_out' } });
    const copy = own.body.data[0]?.attachments.find((x) => x.name === 'terms.pdf');
    if (!copy) throw new Error('the forward carries no attachment');
    expect(await download(copy.download_url)).toEqual(pdf);
    // A reply origin is not shared that way: only a forward carries its messages.
    await server.db
      .updateTable('threads')
      .set({ origin_type: 'reply' })
      .where('id', '=', 'thr_forward_out')
      .execute();
    try {
      const hidden = await b.call('listReferencedMessages', { params: { thread_id: 'thr_forward_out' } });
      expect(hidden.body.data).toEqual([]);
    } finally {
      await server.db
        .updateTable('threads')
        .set({ origin_type: 'forward' })
        .where('id', '=', 'thr_forward_out')
        .execute();
    }

    // The outside recipient: the note, the signature, then the forwarded message as Gmail writes it.
    server.setNow(new Date(start.getTime() + 11_000));
    expect((await server.outbound.runOnce()).sent).toBe(1);
    server.setNow(TEST_NOW);
    const mail = sink.received.at(-1);
    if (mail?.parsed.messageId !== '<msg_forward_out@acme.example>')
      throw new Error('the forward did not leave');
    expect(mail.envelope).toEqual(['eve@outside.example']);
    const text = (mail.parsed.text ?? '').replace(/\r\n/g, '\n');
    expect(text).toMatch(
      /FYI, see below\.[\s\S]*Sent with Switchboard[\s\S]*---------- Forwarded message ---------\nFrom: Dora Diaz <dora@partner\.example>\nDate: .+ at .+\nSubject: Supplier terms\nTo: Alice Martin <alice@acme\.example>\n\nThe new terms are attached\./,
    );
    const html = String(mail.parsed.html);
    expect(html).toContain('---------- Forwarded message ---------');
    expect(html).toContain('From: Dora Diaz &#60;dora@partner.example&#62;');
    expect(html).toContain('Subject: Supplier terms');
    expect(html).toContain('<b>new terms</b>');
    expect(html).not.toContain('<script');
    expect(html.indexOf('FYI, see below.')).toBeLessThan(html.indexOf('Forwarded message'));
    const sent = mail.parsed.attachments.find((x) => x.filename === 'terms.pdf');
    expect(sent?.contentType).toBe('application/pdf');
    expect(sent?.content).toEqual(pdf);
  });

  it('sends nothing for a reply undone within 10 s', async () => {
    const before = sink.received.length;
    const { threadId } = await findDelivered('Message-ID: <contract-1@partner.example>');
    const start = server.services.now();
    const sent = await a.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: 'msg_out_undone',
        message_body: '<p>Oops</p>',
        external_recipients: [{ email: 'bob@partner.example', type: 'to' }],
      },
    });
    const token = sent.headers.get(CANCEL_TOKEN_HEADER);
    expect(token).toBeTruthy();
    const cancel = await a.call('cancelCommand', { body: { cancel_token: token } });
    expect(cancel.status).toBeLessThan(300);
    server.setNow(new Date(start.getTime() + 11_000));
    expect((await server.outbound.runOnce()).sent).toBe(0);
    server.setNow(TEST_NOW);
    expect(sink.received.length).toBe(before);
  });

  it('Send now ends the undo window: the mail leaves at once and a later Undo is refused, the message kept', async () => {
    const { threadId } = await findDelivered('Message-ID: <contract-1@partner.example>');
    const sent = await a.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: 'msg_out_send_now',
        message_body: '<p>Right away</p>',
        external_recipients: [{ email: 'bob@partner.example', type: 'to' }],
      },
    });
    const token = sent.headers.get(CANCEL_TOKEN_HEADER);
    expect(token).toBeTruthy();
    expect((await server.outbound.runOnce()).sent).toBe(0);
    const now = await a.call('sendMessageNow', { params: { message_id: 'msg_out_send_now' } });
    expect(now.status).toBe(200);
    expect(now.body.state).toBe('committed');
    expect((await server.outbound.runOnce()).sent).toBe(1);
    expect(sink.received.at(-1)?.parsed.messageId).toBe('<msg_out_send_now@acme.example>');
    const cancel = await a.call('cancelCommand', { body: { cancel_token: token } });
    expect(cancel.status).toBe(404);
    const kept = await server.db
      .selectFrom('messages')
      .select('id')
      .where('id', '=', 'msg_out_send_now')
      .executeTakeFirst();
    expect(kept?.id).toBe('msg_out_send_now');
  });

  it('retries a 4xx with backoff and marks a 5xx failed', async () => {
    const { threadId } = await findDelivered('Message-ID: <contract-1@partner.example>');
    await reply(threadId, [{ email: 'busy@partner.example', type: 'to' }], 'msg_out_busy');
    await reply(threadId, [{ email: 'bounce@partner.example', type: 'to' }], 'msg_out_bounce');
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    const report = await server.outbound.runOnce();
    expect(report).toMatchObject({ retried: 1, failed: 1 });
    const rows = await server.db
      .selectFrom('outbox')
      .selectAll()
      .where('message_id', 'in', ['msg_out_busy', 'msg_out_bounce'])
      .execute();
    const busy = rows.find((r) => r.message_id === 'msg_out_busy');
    expect(busy?.attempts).toBe(1);
    expect(busy?.next_attempt_at?.getTime()).toBe(TEST_NOW.getTime() + 11_000 + 30_000);
    expect(rows.find((r) => r.message_id === 'msg_out_bounce')?.failed_at).not.toBeNull();
    const failed = await server.db
      .selectFrom('messages')
      .select('send_failed_at')
      .where('id', '=', 'msg_out_bounce')
      .executeTakeFirstOrThrow();
    expect(failed.send_failed_at).not.toBeNull();
    const shown = await a.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(shown.body.data.find((m) => m.id === 'msg_out_bounce')?.send_failed_date).toBe(
      new Date(TEST_NOW.getTime() + 11_000).toISOString(),
    );
    expect(shown.body.data.find((m) => m.id === 'msg_out_busy')?.send_failed_date).toBeNull();
    // Not due again before the backoff passes.
    expect((await server.outbound.runOnce()).retried).toBe(0);
    server.setNow(TEST_NOW);
  });

  it('a send the relay accepts for some addresses and refuses for others: sent to those, failed (5xx) or retried (4xx) for the rest', async () => {
    const { threadId } = await findDelivered('Message-ID: <contract-1@partner.example>');
    const before = sink.received.length;
    await reply(
      threadId,
      [
        { email: 'dana@partner.example', type: 'to' },
        { email: 'bounce@partner.example', type: 'cc' },
        { email: 'busy@partner.example', type: 'cc' },
      ],
      'msg_out_partial',
    );
    const at = new Date(TEST_NOW.getTime() + 11_000);
    server.setNow(at);
    try {
      expect(await server.outbound.runOnce()).toEqual({ sent: 1, retried: 1, failed: 1 });
      expect(sink.received.length).toBe(before + 1);
      expect(sink.received.at(-1)?.envelope).toEqual(['dana@partner.example']);
      const rows = await server.db
        .selectFrom('outbox')
        .selectAll()
        .where('message_id', '=', 'msg_out_partial')
        .execute();
      const row = (email: string) => rows.find((r) => r.email === email);
      expect(row('dana@partner.example')).toMatchObject({ failed_at: null, attempts: 0 });
      expect(row('dana@partner.example')?.sent_at).toEqual(at);
      expect(row('bounce@partner.example')).toMatchObject({ sent_at: null, failed_at: at, attempts: 1 });
      expect(row('bounce@partner.example')?.last_error).toMatch(/^550 /);
      expect(row('busy@partner.example')).toMatchObject({ sent_at: null, failed_at: null, attempts: 1 });
      expect(row('busy@partner.example')?.next_attempt_at).toEqual(new Date(at.getTime() + 30_000));
      const shown = await a.call('listThreadMessages', { params: { thread_id: threadId } });
      expect(shown.body.data.find((m) => m.id === 'msg_out_partial')?.send_failed_date).toBe(
        at.toISOString(),
      );
    } finally {
      server.setNow(TEST_NOW);
    }
  });

  it('shows the signed-in user her outbox at /dev/outbox, with the MIME source', async () => {
    const anonymous = await fetch(`${server.url}/dev/outbox`);
    expect(anonymous.status).toBe(401);
    const response = await fetch(`${server.url}/dev/outbox`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { message_id: string; status: string; raw: string }[] };
    const sent = body.items.find((i) => i.message_id === 'msg_out_1');
    expect(sent?.status).toBe('sent');
    expect(sent?.raw).toContain('In-Reply-To: <contract-1@partner.example>');
    expect(body.items.find((i) => i.message_id === 'msg_out_bounce')?.status).toBe('failed');
  });

  it('shows the whole outbox as text at the link the start banner prints; the outbox command asks the running server', async () => {
    expect((await fetch(`${server.url}/dev/outbox?key=wrong`)).status).toBe(401);
    const page = await fetch(`${server.url}/dev/outbox?key=${server.outboxKey}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await page.text();
    expect(text).toMatch(/sent\s+Re: Contract\s+->\s+to: bob@partner\.example/);
    expect(text).toMatch(/failed\s+Re: Contract\s+->\s+to: bounce@partner\.example/);
    expect(text).toContain('In-Reply-To: <contract-1@partner.example>');

    // `pnpm --filter @switchboard/server outbox` on the data folder of a running server goes through it and
    // never opens (here: never creates) the PGlite folder the server holds.
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'switchboard-outbox-')), 'data');
    const runtimeFile = runtimeFileFor(dataDir);
    writeServerRuntime(runtimeFile, { pid: process.pid, url: server.url, outbox_key: server.outboxKey });
    const printed = await outboxText({ dataDir, databaseUrl: undefined, raw: false });
    expect(printed).toMatch(/failed\s+Re: Contract\s+->\s+to: bounce@partner\.example/);
    expect(printed).not.toContain('In-Reply-To:');
    expect(await outboxText({ dataDir, databaseUrl: undefined, raw: true })).toContain(
      'In-Reply-To: <contract-1@partner.example>',
    );
    expect(existsSync(dataDir)).toBe(false);
    // A running server that does not answer: refused with the reason, the folder left alone.
    writeServerRuntime(runtimeFile, { pid: process.pid, url: 'http://127.0.0.1:9', outbox_key: 'x' });
    await expect(outboxText({ dataDir, databaseUrl: undefined, raw: false })).rejects.toThrow(
      `The Switchboard server (pid ${process.pid}) is running on this data folder but did not answer at http://127.0.0.1:9`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('resends a failed message for its sender only, re-queued at once; discard deletes it and its outbox rows', async () => {
    const b = await server.as(SEED_IDS.user('bob'));
    const outboxOf = (id: string) =>
      server.db.selectFrom('outbox').selectAll().where('message_id', '=', id).execute();
    // Another member: not hers to resend or discard.
    const other = await b.call('resendMessage', { params: { message_id: 'msg_out_bounce' } });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: { type: 'not_found' } });
    expect((await b.call('deleteMessage', { params: { message_id: 'msg_out_bounce' } })).status).toBe(404);
    // A message that was sent is not failed.
    const sent = await a.call('resendMessage', { params: { message_id: 'msg_out_1' } });
    expect(sent.status).toBe(400);
    expect(JSON.stringify(sent.body)).toContain('Only a message that could not be sent can be resent');

    const at = new Date(TEST_NOW.getTime() + 60_000);
    server.setNow(at);
    const resent = await a.call('resendMessage', { params: { message_id: 'msg_out_bounce' } });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: 'msg_out_bounce', send_failed_date: null });
    expect(await outboxOf('msg_out_bounce')).toEqual([
      expect.objectContaining({ attempts: 0, failed_at: null, last_error: null, next_attempt_at: at }),
    ]);
    // The relay still refuses it: failed again, shown again.
    expect((await server.outbound.runOnce()).failed).toBe(1);
    const shown = await a.call('listThreadMessages', { params: { thread_id: resent.body.thread_id } });
    expect(shown.body.data.find((m) => m.id === 'msg_out_bounce')?.send_failed_date).toBe(at.toISOString());
    server.setNow(TEST_NOW);

    const discarded = await a.call('deleteMessage', { params: { message_id: 'msg_out_bounce' } });
    expect(discarded.status).toBe(204);
    expect(await outboxOf('msg_out_bounce')).toEqual([]);
    const after = await a.call('listThreadMessages', { params: { thread_id: resent.body.thread_id } });
    expect(after.body.data.map((m) => m.id)).not.toContain('msg_out_bounce');
  });
});

describe('.eml and mbox import', () => {
  const mbox = [
    'From bob@partner.example Mon Jun  1 09:00:00 2026',
    'From: Bob Lee <bob@partner.example>',
    'To: alice@acme.example',
    'Subject: Old times',
    'Date: Mon, 01 Jun 2026 09:00:00 +0000',
    'Message-ID: <old-1@partner.example>',
    '',
    'First line',
    '>From the archive, with love',
    '',
    'From bob@partner.example Tue Jun  2 09:00:00 2026',
    'From: Bob Lee <bob@partner.example>',
    'To: alice@acme.example',
    'Subject: Re: Old times',
    'Date: Tue, 02 Jun 2026 09:00:00 +0000',
    'Message-ID: <old-2@partner.example>',
    'In-Reply-To: <old-1@partner.example>',
    '',
    'Second',
    '',
  ].join('\n');

  it('splits mbox on From lines after a blank line and unquotes >From', () => {
    const parts = splitMbox(mbox);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('\r\nFrom the archive, with love');
    expect(parts[0]).not.toContain('From bob@partner.example Mon');
  });

  it('imports .eml files and mbox archives from a folder, dated by their headers, idempotent by Message-ID', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-import-'));
    writeFileSync(path.join(dir, 'archive.mbox'), mbox);
    // mailparser's mixed.eml has neither From nor Message-ID.
    writeFileSync(path.join(dir, 'mixed.eml'), fixture('mailparser-mixed.eml'));
    const first = await importMail(server.db, 'Alice@Acme.example', [dir], TEST_NOW);
    expect(first).toEqual({ imported: 3, duplicates: 0, failed: [] });
    const { message, threadId } = await findDelivered('Message-ID: <old-2@partner.example>');
    expect(message.creation_date).toBe('2026-06-02T09:00:00.000Z');
    const page = await a.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(page.body.data.map((m) => m.creation_date)).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-02T09:00:00.000Z',
    ]);
    expect(page.body.data[0]?.body).toContain('From the archive, with love');
    const again = await importMail(server.db, 'alice@acme.example', [dir], TEST_NOW);
    expect(again).toEqual({ imported: 0, duplicates: 3, failed: [] });
    await expect(importMail(server.db, 'nobody@acme.example', [dir], TEST_NOW)).rejects.toThrow(
      'No workspace user has the address nobody@acme.example',
    );
  });
});

describe('seeded attachments', () => {
  it('every seeded attachment has real bytes, its size is the size served, and Office and video files are what they claim', async () => {
    const rows = await Promise.all(
      (
        await server.db
          .selectFrom('attachments')
          .innerJoin('messages', 'messages.id', 'attachments.message_id')
          .select([
            'attachments.name',
            'attachments.mime_type',
            'attachments.size',
            'attachments.content_key',
          ])
          .where('messages.rfc822_message_id', 'is', null)
          .execute()
      ).map(async (row) => ({
        ...row,
        content: row.content_key ? await readStoredFile(server.db, row.content_key) : null,
      })),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.content, row.name).not.toBeNull();
      expect(row.content?.byteLength, row.name).toBe(row.size);
    }
    const ascii = (bytes: Uint8Array | null) => Buffer.from(bytes ?? new Uint8Array()).toString('latin1');
    const kinds = new Map(rows.map((r) => [r.mime_type, ascii(r.content)]));
    expect(kinds.get('application/pdf')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const docx = kinds.get('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(docx?.slice(0, 4)).toBe('PK\u0003\u0004');
    expect(docx).toContain('word/document.xml');
    const xlsx = kinds.get('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx?.slice(0, 4)).toBe('PK\u0003\u0004');
    expect(xlsx).toContain('xl/worksheets/sheet1.xml');
    expect(kinds.get('video/mp4')?.slice(4, 12)).toBe('ftypisom');
    expect(kinds.get('image/jpeg')?.slice(0, 3)).toBe('\xff\xd8\xff');
  });
});

if (!DOVECOT) {
  console.warn(
    '[imap.test] Dovecot is not installed (apt-get install dovecot-imapd; .ci/run does it): the IMAP tests are skipped.',
  );
}

const imapMail = (id: string, subject: string, body: string) =>
  `From: Quinn Vendor <quinn@vendor.example>\r\nTo: alice@acme.example\r\nSubject: ${subject}\r\nMessage-ID: <${id}@vendor.example>\r\nDate: Mon, 15 Jun 2026 08:00:00 +0000\r\n\r\n${body}\r\n`;

describe.runIf(DOVECOT)('IMAP account against Dovecot', () => {
  let dovecot: Dovecot;
  let outside: ImapFlow;
  let imapUrl: string;
  const sentByAccount: ParsedMail[] = [];
  let accountSmtp: SMTPServer;

  beforeAll(async () => {
    dovecot = await startDovecot({ 'alice@acme.example': 's3cret-pass' });
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
    accountSmtp = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream).then((p) => {
          sentByAccount.push(p);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => accountSmtp.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await outside?.logout().catch(() => {});
    await new Promise<void>((resolve) => (accountSmtp ? accountSmtp.close(() => resolve()) : resolve()));
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
      connectImapAccount(server.db, server.config.mailSecretKey, {
        userEmail: 'alice@acme.example',
        imapUrl: `imap://alice%40acme.example:wrong@127.0.0.1:${dovecot.port}`,
      }),
    ).rejects.toThrow();
  });

  it('syncs by UID: new mail once, \\Seen as read and \\Flagged as starred, flag changes on the next sync', async () => {
    await outside.append('INBOX', imapMail('imap-1', 'Invoice 1001', 'Please find the invoice.'), ['\\Seen']);
    await outside.append('INBOX', imapMail('imap-2', 'Delivery window', 'We deliver Thursday.'), [
      '\\Flagged',
    ]);
    const account = await connectImapAccount(server.db, server.config.mailSecretKey, {
      userEmail: 'alice@acme.example',
      imapUrl,
      smtpUrl: `smtp://127.0.0.1:${(accountSmtp.server.address() as AddressInfo).port}`,
    });
    expect(
      await syncImapAccountOnce(server.db, account, TEST_NOW, server.config.mailSecretKey),
    ).toMatchObject({
      added: 2,
    });

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
    expect(await syncImapAccountOnce(server.db, again, TEST_NOW, server.config.mailSecretKey)).toEqual({
      added: 0,
      flagsApplied: 2,
      failed: 0,
    });
    expect((await threadOf('<imap-2@vendor.example>')).message?.is_unread).toBe(false);
  });

  it('hears new mail through IDLE and syncs it without being asked', async () => {
    const account = await server.db.selectFrom('mail_accounts').select('id').executeTakeFirstOrThrow();
    const reports: ImapSyncReport[] = [];
    const watcher = watchImapAccount(server.db, account.id, () => TEST_NOW, {
      key: server.config.mailSecretKey,
      onSynced: (r) => reports.push(r),
    });
    try {
      await vi.waitFor(() => expect(reports.length).toBeGreaterThan(0), { timeout: 10_000 });
      await outside.append('INBOX', imapMail('imap-3', 'Pallet count', 'Twelve pallets.'), []);
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
    expect(sentByAccount).toHaveLength(1);
    expect(sentByAccount[0]?.inReplyTo).toBe('<imap-3@vendor.example>');
  });
});
