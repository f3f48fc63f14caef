import { ImapFlow } from 'imapflow';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountImapOptions,
  connectImapAccount,
  IMAP_SYNC_BATCH,
  type MailAccount,
  syncImapAccount,
  syncImapAccountOnce,
} from '../src/mail/imap-sync.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { DOVECOT, type Dovecot, startDovecot } from './helpers/dovecot.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const MAILBOX = 'bulk@acme.example';
const PASSWORD = 'Bulk-imap-s3cret';
const KEY = new Uint8Array(32).fill(3);
/** More than one batch: the sync stores a full batch, then the rest. */
const COUNT = IMAP_SYNC_BATCH + 30;

/** Message `i`: threads of five linked by References; a third read (\Seen), a seventh \Flagged. */
const messageId = (i: number) => `<bulk-${Math.floor(i / 5)}-${i % 5}@customers.example>`;
const isSeen = (i: number) => i % 3 === 0;
const isFlagged = (i: number) => i % 7 === 0;
function message(i: number): string {
  const thread = Math.floor(i / 5);
  const first = messageId(thread * 5);
  return [
    `From: Customer ${thread} <customer${thread}@customers.example>`,
    'To: Alice <alice@acme.example>',
    `Subject: ${i % 5 === 0 ? '' : 'Re: '}Bulk question ${thread}`,
    `Date: ${new Date(TEST_NOW.getTime() - (COUNT - i) * 60_000).toUTCString()}`,
    `Message-ID: ${messageId(i)}`,
    ...(i % 5 === 0 ? [] : [`In-Reply-To: ${first}`, `References: ${first}`]),
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Message ${i} of the bulk mailbox.`,
    '',
  ].join('\r\n');
}

describe.runIf(DOVECOT)('the IMAP sync of a large mailbox, against Dovecot', () => {
  let server: TestServer;
  let dovecot: Dovecot;
  let account: MailAccount;

  beforeAll(async () => {
    dovecot = await startDovecot({ [MAILBOX]: PASSWORD });
    server = await startTestServer();
    const client = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: MAILBOX, pass: PASSWORD },
      logger: false,
    });
    client.on('error', () => {});
    await client.connect();
    for (let i = 0; i < COUNT; i++) {
      const flags = [...(isSeen(i) ? ['\\Seen'] : []), ...(isFlagged(i) ? ['\\Flagged'] : [])];
      await client.append('INBOX', message(i), flags);
    }
    await client.logout();
    account = await connectImapAccount(server.db, KEY, {
      userEmail: 'alice@acme.example',
      imapUrl: `imap://${encodeURIComponent(MAILBOX)}:${PASSWORD}@127.0.0.1:${dovecot.port}`,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    dovecot?.close();
  });

  /** Alice's copies of the bulk mail: message, thread, whether it is unread for her. */
  async function copies() {
    return server.db
      .selectFrom('mail_receipts')
      .innerJoin('messages', 'messages.id', 'mail_receipts.message_id')
      .leftJoin('message_user_states as s', (j) =>
        j.onRef('s.message_id', '=', 'messages.id').on('s.user_id', '=', alice),
      )
      .select(['mail_receipts.rfc822_message_id', 'messages.id', 'messages.thread_id', 's.is_unread'])
      .where('mail_receipts.user_id', '=', alice)
      .where('mail_receipts.rfc822_message_id', 'like', '<bulk-%')
      .execute();
  }

  const stored = () =>
    server.db.selectFrom('mail_accounts').selectAll().where('id', '=', account.id).executeTakeFirstOrThrow();

  it('keeps each batch it stored when the connection drops in the middle, and resumes after it', async () => {
    const client = new ImapFlow(accountImapOptions(account, KEY));
    client.on('error', () => {});
    await client.connect();
    // The second batch's fetch fails, as a dropped connection would.
    const fetch = client.fetch.bind(client);
    let fetches = 0;
    client.fetch = ((...args: Parameters<typeof fetch>) => {
      fetches += 1;
      if (fetches === 2) throw new Error('Connection not available');
      return fetch(...args);
    }) as typeof client.fetch;
    await expect(syncImapAccount(server.db, account, TEST_NOW, client)).rejects.toThrow(
      'Connection not available',
    );
    await client.logout().catch(() => client.close());

    const partial = await copies();
    expect(partial).toHaveLength(IMAP_SYNC_BATCH);
    const afterCut = await stored();
    // UIDs are given in append order from 1.
    expect(Number(afterCut.last_uid)).toBe(IMAP_SYNC_BATCH);

    const report = await syncImapAccountOnce(server.db, afterCut, TEST_NOW, KEY);
    expect(report).toMatchObject({ added: COUNT - IMAP_SYNC_BATCH, failed: 0 });
    const all = await copies();
    expect(all).toHaveLength(COUNT);
    expect(new Set(all.map((c) => c.rfc822_message_id)).size).toBe(COUNT);
    expect(Number((await stored()).last_uid)).toBe(COUNT);
  });

  it('puts each message in its thread, read and starred as its flags say, and a sync with nothing new rewrites nothing', async () => {
    const all = await copies();
    const byId = new Map(all.map((c) => [c.rfc822_message_id, c]));
    const threads = new Map<number, Set<string>>();
    for (let i = 0; i < COUNT; i++) {
      const copy = byId.get(messageId(i));
      expect(copy, messageId(i)).toBeDefined();
      // Read when \Seen (a message without a state row is read), unread otherwise.
      expect(copy?.is_unread === true, messageId(i)).toBe(!isSeen(i));
      const thread = threads.get(Math.floor(i / 5)) ?? new Set<string>();
      thread.add(copy?.thread_id as string);
      threads.set(Math.floor(i / 5), thread);
    }
    // Five messages a thread, each thread its own.
    expect([...threads.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(new Set([...threads.values()].map((ids) => [...ids][0])).size).toBe(threads.size);

    const threadIds = [...threads.values()].map((ids) => [...ids][0] as string);
    const starred = await server.db
      .selectFrom('thread_user_states')
      .select('thread_id')
      .where('user_id', '=', alice)
      .where('is_starred', '=', true)
      .where('thread_id', 'in', threadIds)
      .execute();
    const flaggedThreads = new Set<string>();
    for (let i = 0; i < COUNT; i++)
      if (isFlagged(i)) flaggedThreads.add(byId.get(messageId(i))?.thread_id as string);
    expect(new Set(starred.map((r) => r.thread_id))).toEqual(flaggedThreads);

    // The row versions of alice's states of these threads: a sync that finds the mailbox as it left it
    // writes none of them again (and so sends no live notice for them).
    const versions = async () =>
      (
        await sql<{ row: string; xmin: string }>`
          select 'thread ' || thread_id as row, xmin::text as xmin from thread_user_states
          where user_id = ${alice} and thread_id = any(${threadIds}::text[])
          union all
          select 'message ' || message_id, xmin::text from message_user_states
          where user_id = ${alice} and message_id = any(${all.map((c) => c.id)}::text[])
          order by 1`.execute(server.db)
      ).rows;
    const before = await versions();
    expect(before.length).toBeGreaterThan(threadIds.length);
    const again = await syncImapAccountOnce(server.db, await stored(), TEST_NOW, KEY);
    expect(again).toMatchObject({ added: 0, flagsApplied: COUNT, failed: 0 });
    expect(await versions()).toEqual(before);
  });
});
