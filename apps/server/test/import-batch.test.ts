import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMail, storeBatchSetBased } from '../src/mail/import-mail.js';
import { findMailUsers, ingestParsedMail, parseMail } from '../src/mail/ingest.js';
import { splitMbox } from '../src/mail/mbox.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const hour = (h: number) => new Date(Date.UTC(2026, 5, 10, h)).toUTCString();

/**
 * One user's mailbox as an mbox (Message-IDs tagged per user, so two users' imports never meet): a thread
 * built by References and by subject across the batch, a same-subject mail from someone who never took part
 * (a new thread), a duplicate, the user's own reply, a thread marked as spam by its headers, a mail the
 * user's rule labels, with an attachment, and a reply to a mail of an earlier import.
 */
function mailbox(me: string, tag: string): { before: string; batch: string } {
  const id = (n: string) => `<${n}.${tag}@batch.example>`;
  const mail = (lines: string[], text: string) =>
    [
      `From sender@example ${hour(0)}`,
      ...lines,
      'Content-Type: text/plain; charset=utf-8',
      '',
      text,
      '',
    ].join('\n');
  const before = mail(
    [
      `From: Old Friend <old@friends.example>`,
      `To: ${me}`,
      'Subject: Earlier',
      `Date: ${hour(1)}`,
      `Message-ID: ${id('z')}`,
    ],
    'From an earlier import',
  );
  const a = mail(
    [
      'From: Pat <pat@customers.example>',
      `To: ${me}`,
      'Subject: Quarterly plan',
      `Date: ${hour(2)}`,
      `Message-ID: ${id('a')}`,
    ],
    'The plan, first draft',
  );
  const batch = [
    a,
    mail(
      [
        'From: Pat <pat@customers.example>',
        `To: ${me}`,
        'Subject: Re: Quarterly plan',
        `Date: ${hour(3)}`,
        `Message-ID: ${id('b')}`,
        `In-Reply-To: ${id('a')}`,
        `References: ${id('a')}`,
      ],
      'A reply by reference',
    ),
    mail(
      [
        'From: Pat <pat@customers.example>',
        `To: ${me}`,
        'Subject: RE: quarterly  plan',
        `Date: ${hour(4)}`,
        `Message-ID: ${id('c')}`,
      ],
      'A reply by subject only',
    ),
    mail(
      [
        'From: Sam <sam@elsewhere.example>',
        `To: ${me}`,
        'Subject: Quarterly plan',
        `Date: ${hour(5)}`,
        `Message-ID: ${id('d')}`,
        'List-Id: <plans.elsewhere.example>',
      ],
      'Same subject, never took part',
    ),
    a,
    mail(
      [
        `From: ${me}`,
        'To: Pat <pat@customers.example>',
        'Subject: Re: Quarterly plan',
        `Date: ${hour(6)}`,
        `Message-ID: ${id('f')}`,
        `In-Reply-To: ${id('b')}`,
        `References: ${id('a')} ${id('b')}`,
      ],
      'My own answer',
    ),
    mail(
      [
        'From: Win <win@lottery.example>',
        `To: ${me}`,
        'Subject: You won',
        `Date: ${hour(7)}`,
        `Message-ID: ${id('g')}`,
        'X-Spam-Flag: YES',
      ],
      'Claim it',
    ),
    mail(
      [
        'From: Win <win@lottery.example>',
        `To: ${me}`,
        'Subject: Re: You won',
        `Date: ${hour(8)}`,
        `Message-ID: ${id('h')}`,
        `References: ${id('g')}`,
      ],
      'Claim it now',
    ),
    [
      `From sender@example ${hour(0)}`,
      'From: Billing <billing@paperclip.example>',
      `To: ${me}`,
      'Subject: Invoice 42',
      `Date: ${hour(9)}`,
      `Message-ID: ${id('i')}`,
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="xx"',
      '',
      '--xx',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your invoice',
      '--xx',
      'Content-Type: application/pdf; name="invoice-42.pdf"',
      'Content-Disposition: attachment; filename="invoice-42.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      'JVBERi0xLjQK',
      '--xx--',
      '',
    ].join('\n'),
    mail(
      [
        'From: Old Friend <old@friends.example>',
        `To: ${me}`,
        'Subject: Re: Earlier',
        `Date: ${hour(10)}`,
        `Message-ID: ${id('j')}`,
        `References: ${id('z')}`,
      ],
      'Back to the earlier one',
    ),
  ].join('\n');
  return { before, batch };
}

/** What a user sees of the mail imported with `tag`: messages in date order, their threads, the user's rows. */
async function mailboxRows(userId: string, tag: string) {
  const messages = await sql<{
    mid: string;
    thread_id: string;
    creation_date: Date;
    own: boolean;
    is_unread: boolean;
    list_id: string | null;
    in_reply_to: string | null;
    files: number;
    pushed: number[];
  }>`
    select m.rfc822_message_id as mid, m.thread_id, m.creation_date, m.sender_user_id is not null as own,
      s.is_unread, m.list_id, m.in_reply_to,
      (select count(*)::int from attachments at where at.message_id = m.id) as files,
      array(select cardinality(p.inbox_user_ids) from push_queue p where p.message_id = m.id order by p.id) as pushed
    from messages m join message_user_states s on s.message_id = m.id and s.user_id = ${userId}
    where m.rfc822_message_id like ${`%.${tag}@batch.example>`}
    order by m.creation_date, m.id
  `.execute(server.db);
  const order = [...new Set(messages.rows.map((m) => m.thread_id))];
  const threads = await sql<{
    id: string;
    title: string | null;
    created_at: Date;
    last_activity_at: Date;
    mine: boolean;
    removable: boolean;
    added_at: Date;
    category: string;
    is_spam: boolean;
    inbox: string | null;
    labels: number;
  }>`
    select t.id, t.title, t.created_at, t.last_activity_at, t.created_by is not null as mine,
      f.is_removable as removable, f.added_at, s.category, s.is_spam,
      (select concat_ws(' ', i.type, i.initial_date, i.last_date, i.is_unread) from inbox_items i
        where i.thread_id = t.id and i.user_id = ${userId}) as inbox,
      (select count(*)::int from thread_labels l where l.thread_id = t.id) as labels
    from threads t
    join thread_followers f on f.thread_id = t.id and f.user_id = ${userId}
    join thread_user_states s on s.thread_id = t.id and s.user_id = ${userId}
    where t.id = any(${order}::text[])
  `.execute(server.db);
  const strip = (v: string | null) => v?.replace(`.${tag}@`, '@') ?? null;
  return {
    messages: messages.rows.map((m) => ({
      ...m,
      mid: strip(m.mid),
      in_reply_to: strip(m.in_reply_to),
      thread_id: order.indexOf(m.thread_id),
    })),
    threads: order.map((id) => {
      const row = threads.rows.find((t) => t.id === id);
      if (!row) throw new Error(`thread ${id} has no follower or state row`);
      const { id: _, ...rest } = row;
      return rest;
    }),
  };
}

describe('an import batch stored set-based', () => {
  it('threads, dates, unread states, follows, inbox items, spam, rules and duplicates agree with storing the messages one by one', async () => {
    const alice = (await findMailUsers(server.db, ['alice@acme.example']))[0];
    const bob = (await findMailUsers(server.db, ['bob@acme.example']))[0];
    if (!alice || !bob) throw new Error('seed users missing');

    // Alice: the importer (the set-based path, one batch after an earlier import).
    const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-batch-'));
    const ofAlice = mailbox('alice@acme.example', 'al');
    writeFileSync(path.join(dir, 'before.mbox'), ofAlice.before);
    expect(
      await importMail(server.db, 'alice@acme.example', [path.join(dir, 'before.mbox')], TEST_NOW),
    ).toEqual({
      imported: 1,
      duplicates: 0,
      failed: [],
    });
    // The batch straight through the set-based path (importMail would fall back to one by one on a failure).
    const batch = await Promise.all(
      splitMbox(ofAlice.batch).map(async (raw, i) => ({
        label: `#${i + 1}`,
        parsed: await parseMail(Buffer.from(raw, 'latin1')),
      })),
    );
    expect(await storeBatchSetBased(server.db, alice, batch, TEST_NOW, new Map())).toEqual({
      imported: 9,
      duplicates: 1,
      failed: [],
    });
    // Imported again through importMail: all duplicates.
    writeFileSync(path.join(dir, 'batch.mbox'), ofAlice.batch);
    expect(
      await importMail(server.db, 'alice@acme.example', [path.join(dir, 'batch.mbox')], TEST_NOW),
    ).toEqual({
      imported: 0,
      duplicates: 10,
      failed: [],
    });

    // Bob: the same mail stored message by message (what SMTP and IMAP delivery do).
    const ofBob = mailbox('bob@acme.example', 'bo');
    for (const raw of [...splitMbox(ofBob.before), ...splitMbox(ofBob.batch)]) {
      const parsed = await parseMail(Buffer.from(raw, 'latin1'));
      await server.db
        .transaction()
        .execute((tx) =>
          ingestParsedMail(tx, parsed, { recipients: [bob], receivedAt: null, now: TEST_NOW }),
        );
    }

    const a = await mailboxRows(alice.id, 'al');
    const b = await mailboxRows(bob.id, 'bo');
    // Threads formed across the batch: by reference, by subject, the own reply; the other sender's mail
    // with the same subject is a thread of its own; the spam pair; the invoice; the reply to an earlier import.
    expect(a.messages.map((m) => [m.mid, m.thread_id])).toEqual([
      ['<z@batch.example>', 0],
      ['<a@batch.example>', 1],
      ['<b@batch.example>', 1],
      ['<c@batch.example>', 1],
      ['<d@batch.example>', 2],
      ['<f@batch.example>', 1],
      ['<g@batch.example>', 3],
      ['<h@batch.example>', 3],
      ['<i@batch.example>', 4],
      ['<j@batch.example>', 0],
    ]);
    expect(a.messages.find((m) => m.mid === '<f@batch.example>')).toMatchObject({
      own: true,
      is_unread: false,
    });
    expect(a.messages.find((m) => m.mid === '<i@batch.example>')?.files).toBe(1);
    expect(a.threads[3]).toMatchObject({ is_spam: true, inbox: null });
    // Alice's seeded rule labels mail from billing@paperclip.example; Bob has no rule.
    expect(a.threads.map((t) => t.labels)).toEqual([0, 0, 0, 0, 1]);
    expect(b.threads.map((t) => t.labels)).toEqual([0, 0, 0, 0, 0]);
    const withoutLabels = (rows: typeof a) => ({
      messages: rows.messages,
      threads: rows.threads.map(({ labels: _, ...t }) => t),
    });
    expect(withoutLabels(a)).toEqual(withoutLabels(b));

    // The thread list's counts agree with the rows: one inbox item per thread in the inbox, unread ones
    // counted once.
    const counts = await sql<{ items: number; threads: number }>`
      select count(*)::int as items, count(distinct thread_id)::int as threads from inbox_items
      where user_id = ${alice.id} and thread_id in (
        select thread_id from messages where rfc822_message_id like '%.al@batch.example>'
      )
    `.execute(server.db);
    expect(counts.rows[0]).toEqual({ items: 4, threads: 4 });
  });

  it('stores the rest of a batch when the database refuses one of its messages, threads still formed across it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-batch-'));
    const mail = (n: string, extra: string[], text: string) =>
      [
        `From sender@example ${hour(0)}`,
        'From: Kim <kim@customers.example>',
        'To: carol@acme.example',
        `Subject: ${extra.length > 0 ? 'Re: ' : ''}Broken batch`,
        `Date: ${hour(Number(n))}`,
        `Message-ID: <broken-${n}@batch.example>`,
        ...extra,
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        '',
      ].join('\n');
    writeFileSync(
      path.join(dir, 'broken.mbox'),
      [
        mail('1', [], 'First'),
        // A NUL character: PostgreSQL refuses it in text.
        mail('2', ['References: <broken-1@batch.example>'], 'Bad \u0000 byte'),
        mail('3', ['References: <broken-1@batch.example>'], 'Third'),
      ].join('\n'),
    );
    const report = await importMail(server.db, 'carol@acme.example', [dir], TEST_NOW);
    expect(report.imported).toBe(2);
    expect(report.duplicates).toBe(0);
    expect(report.failed.map((f) => f.file)).toEqual([`${path.join(dir, 'broken.mbox')} #2`]);
    const rows = await server.db
      .selectFrom('messages')
      .select(['rfc822_message_id', 'thread_id'])
      .where('rfc822_message_id', 'like', '<broken-%')
      .orderBy('creation_date')
      .execute();
    expect(rows.map((r) => r.rfc822_message_id)).toEqual([
      '<broken-1@batch.example>',
      '<broken-3@batch.example>',
    ]);
    expect(new Set(rows.map((r) => r.thread_id)).size).toBe(1);
  });
});
