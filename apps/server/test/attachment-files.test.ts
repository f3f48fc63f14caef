import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_CONTENT } from '../src/files/files.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

/**
 * Attachments through the API with the folder store (`FILE_STORE=fs:<folder>`): uploaded, sent inside and
 * outside the workspace, received over SMTP and downloaded, with every byte in the folder under its
 * SHA-256 and none in the database. On PGlite, and on PostgreSQL in the PostgreSQL stage.
 */

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
let root: string;
let server: TestServer;
let a: TestClient;
let b: TestClient;
const received: ParsedMail[] = [];
let sink: SMTPServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'switchboard-attachment-files-'));
  sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push(parsed);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    fileStore: { kind: 'fs', root },
    smtp: { port: 0, host: '127.0.0.1' },
    relayUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  });
  a = await server.as(alice);
  b = await server.as(bob);
}, 180_000);

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (sink ? sink.close(resolve) : resolve()));
  rmSync(root, { recursive: true, force: true });
});

/** Every file the store holds (outside tmp/), by path relative to the folder. */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'tmp')) walk(full);
      } else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function messagesOf(client: TestClient, threadId: string) {
  const page = await client.call('listThreadMessages', {
    params: { thread_id: threadId },
    query: { limit: 25 },
  });
  expect(page.status).toBe(200);
  return page.body.data;
}

describe('attachments with the folder store', () => {
  const bytes = Buffer.from(`%PDF-1.4\nquote for ${Date.now()}\n%%EOF\n`);
  const hostileName = '../../../etc/passwd.pdf';
  let threadId: string;
  let downloadUrl: string;

  it('uploads, sends to a member and outside, and the member downloads the same bytes', async () => {
    const staged = await a.call('createStagedAttachment', {
      body: { download_file_name: hostileName, mime_type: 'application/pdf', file_size: bytes.length },
    });
    expect(staged.status).toBe(201);
    const upload = await fetch(staged.body.upload_url, {
      method: 'PUT',
      body: bytes,
      headers: staged.body.headers,
    });
    expect(upload.status).toBe(200);
    // The uploader sees the upload back from the folder.
    const shown = await fetch(staged.body.download_url);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer()).equals(bytes)).toBe(true);

    threadId = `thr_files_${Date.now().toString(36)}`;
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `msg_files_${Date.now().toString(36)}`,
        message_body: '<p>The quote is attached.</p>',
        thread_title: 'Quote',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        external_recipients: [{ email: 'buyer@partner.example', type: 'to' }],
        staged_attachment_ids: [staged.body.id],
      },
    });
    expect(created.status).toBe(201);

    const [message] = await messagesOf(b, threadId);
    const file = message?.attachments.find((x) => x.name === hostileName);
    expect(file).toBeDefined();
    downloadUrl = file?.download_url ?? '';
    const download = await fetch(`${server.url}${downloadUrl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    // The name is only a header, made safe there.
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="../../../etc/passwd.pdf"; filename*=UTF-8''${encodeURIComponent(hostileName)}`,
    );

    // The outside recipient's mail is built from the stored bytes.
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    try {
      expect((await server.outbound.runOnce()).sent).toBe(1);
    } finally {
      server.setNow(TEST_NOW);
    }
    const out = received.at(-1);
    const part = out?.attachments.find((x) => x.filename === hostileName);
    expect(part?.content.equals(bytes)).toBe(true);
  });

  it('receives the same file over SMTP, stores it once, and alice downloads it', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: server.smtp?.port,
      secure: false,
      ignoreTLS: true,
    });
    const messageId = `<files-${Date.now()}@partner.example>`;
    await transport.sendMail({
      from: 'buyer@partner.example',
      to: 'alice@acme.example',
      subject: 'Signed quote',
      text: 'Signed and returned.',
      messageId,
      attachments: [
        { filename: '..\\..\\windows\\system.ini', content: bytes, contentType: 'application/pdf' },
        { filename: 'notes.txt', content: 'a second file', contentType: 'text/plain' },
      ],
    });
    const row = await server.db
      .selectFrom('messages')
      .select('thread_id')
      .where('rfc822_message_id', '=', messageId)
      .executeTakeFirstOrThrow();
    const [message] = await messagesOf(a, row.thread_id);
    const names = message?.attachments.map((x) => x.name).sort();
    expect(names).toEqual(['..\\..\\windows\\system.ini', 'notes.txt']);
    for (const file of message?.attachments ?? []) {
      const download = await fetch(`${server.url}${file.download_url}`);
      expect(download.status).toBe(200);
      const got = Buffer.from(await download.arrayBuffer());
      expect(got.toString('latin1')).toBe(
        file.name === 'notes.txt' ? 'a second file' : bytes.toString('latin1'),
      );
    }

    // Every stored file sits at ab/cd/<its SHA-256>: no name a sender chose is a path in the folder.
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const key = path.basename(file);
      expect(file).toBe(path.join(key.slice(0, 2), key.slice(2, 4), key));
      expect(sha256(readFileSync(path.join(root, file)))).toBe(key);
    }
    // The quote, uploaded once, sent to two people and received back, is one file.
    expect(files.filter((f) => path.basename(f) === sha256(bytes))).toHaveLength(1);
    expect(existsSync(path.join(root, 'etc'))).toBe(false);
    // The database keeps the key only.
    const blob = await server.db
      .selectFrom('file_blobs')
      .select(['size', 'content'])
      .where('key', '=', sha256(bytes))
      .executeTakeFirstOrThrow();
    expect(blob).toEqual({ size: expect.anything(), content: null });
    expect(Number(blob.size)).toBe(bytes.length);
  });

  it('answers a download whose bytes are gone from the folder with 404 (not 500), and does not send them on without the file', async () => {
    const key = sha256(bytes);
    rmSync(path.join(root, key.slice(0, 2), key.slice(2, 4), key));
    const download = await fetch(`${server.url}${downloadUrl}`);
    expect(download.status).toBe(404);
    expect(await download.text()).toBe(MISSING_CONTENT);
    // The thread itself still opens.
    const [message] = await messagesOf(b, threadId);
    expect(message).toBeDefined();

    // Sent on again, the file is not silently left out: the send waits and retries.
    const file = message?.attachments.find((x) => x.name === hostileName);
    const again = await b.call('createThread', {
      body: {
        thread_id: `${threadId}_again`,
        message_id: `${threadId}_again_m`,
        message_body: '<p>Forwarding the quote.</p>',
        thread_title: 'Quote again',
        external_recipients: [{ email: 'auditor@partner.example', type: 'to' }],
        committed_attachments: [
          {
            download_file_name: hostileName,
            mime_type: 'application/pdf',
            server_filename: file?.server_filename ?? '',
          },
        ],
      },
    });
    expect(again.status).toBe(201);
    const sentBefore = received.length;
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    try {
      expect(await server.outbound.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    } finally {
      server.setNow(TEST_NOW);
    }
    expect(received.length).toBe(sentBefore);
    const outbox = await server.db
      .selectFrom('outbox')
      .select(['sent_at', 'last_error'])
      .where('message_id', '=', `${threadId}_again_m`)
      .executeTakeFirstOrThrow();
    expect(outbox.sent_at).toBeNull();
    expect(outbox.last_error).toContain(`The file store has no content for ${hostileName}`);
  });
});
