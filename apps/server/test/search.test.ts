import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import { matchesSearchQuery, parseSearchQuery } from '@switchboard/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threadVisibleTo } from '../src/access/visibility.js';
import { findAccountById } from '../src/auth/auth-user.js';
import { refreshThreadSearch } from '../src/db/search-vector.js';
import { LIST_COUNT_CAP } from '../src/http/pagination.js';
import { compileSearch } from '../src/search/compile-search.js';
import { searchableThreads } from '../src/search/searchable-thread.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Queries covering every operator, plain words (whole words and pieces of words) and phrases. */
const QUERIES = [
  'renewal',
  'voice',
  'RENEWAL quote',
  '"renewal quote"',
  '"weekly digest"',
  '"art"',
  'acme.example',
  'q3-metrics',
  'e',
  'from:nina',
  'from:me',
  'from:"Dev Weekly"',
  'to:bob',
  'to:me',
  'cc:carol',
  'bcc:anyone',
  'subject:offsite',
  'shared-note:friday',
  'label:Customers',
  'label:"follow up"',
  'channel:sales',
  'channel:leadership',
  'category:promotions',
  'category:primary',
  'filename:pdf',
  'filename:.png',
  'is:unread',
  'is:read',
  'is:starred',
  'is:sent',
  'in:inbox',
  'is:snoozed',
  'in:trash',
  'is:spam',
  'is:scheduled',
  'is:assigned',
  'is:unassigned',
  'has:attachment',
  'has:image',
  'has:channel',
  'has:comment',
  'has:shared-note',
  'older_than:30d',
  'newer_than:2m',
  'older_than:1y',
  'before:2026/05/01',
  'after:2026/06/01',
  'status:in_progress',
  'status:none',
  'due:overdue',
  'due:today',
  'due:week',
  'assignee:me',
  'assignee:bob',
  '-is:read',
  'from:nina OR from:tom',
  'invoice has:attachment -in:trash',
  '(from:nina OR label:Customers) is:unread',
  // Operators over groups, AND and braces (support.google.com/mail/answer/7190).
  'subject:(offsite plan)',
  'from:(nina OR tom)',
  '{from:nina from:tom}',
  'from:nina AND has:attachment',
  'subject:("weekly digest" OR (offsite -plan))',
  '-label:(Customers OR "follow up")',
  'is:(unread starred)',
  'in:(trash OR spam)',
  // list:, deliveredto:, AROUND and +word (support.google.com/mail/answer/7190).
  'list:devweekly',
  'list:"Dev Weekly"',
  'list:(rust OR devweekly)',
  '-list:rust',
  'deliveredto:me',
  'deliveredto:bob',
  'deliveredto:(alice -tom)',
  'renewal AROUND 3 quote',
  'renewal AROUND 1 quote',
  'quote AROUND 20 renewal',
  'the AROUND 2 of',
  '-weekly AROUND 1 digest',
  '+renewal',
  '+renew',
  '+acme',
];

describe('SQL search agrees with the domain matcher over the seed', () => {
  for (const userKey of ['alice', 'bob', 'erin']) {
    it(`gives the same threads both ways for ${userKey}`, async () => {
      const user = await findAccountById(server.db, SEED_IDS.user(userKey));
      if (!user) throw new Error('seed user missing');
      const visible = (
        await server.db.selectFrom('threads').select('threads.id').where(threadVisibleTo(user)).execute()
      ).map((r) => r.id);
      const views = await searchableThreads(server.db, user, visible);
      let nonTrivial = 0;
      for (const text of QUERIES) {
        const parsed = parseSearchQuery(text);
        expect(parsed.ok, `"${text}" parses`).toBe(true);
        if (!parsed.ok) continue;
        const sqlIds = (
          await server.db
            .selectFrom('threads')
            .select('threads.id')
            .where(threadVisibleTo(user))
            .where(compileSearch(parsed.query, { user, now: TEST_NOW }))
            .execute()
        )
          .map((r) => r.id)
          .sort();
        const domainIds = [...views.entries()]
          .filter(([, thread]) =>
            matchesSearchQuery(parsed.query, thread, { now: TEST_NOW, selfEmail: user.email }),
          )
          .map(([id]) => id)
          .sort();
        expect(sqlIds, `query "${text}" for ${userKey}`).toEqual(domainIds);
        if (domainIds.length > 0 && domainIds.length < visible.length) nonTrivial++;
      }
      // The comparison means something only if most queries select some threads but not all.
      expect(nonTrivial).toBeGreaterThan(QUERIES.length / 3);
    });
  }
});

describe('the search text grows with each reply (threadSearchAppend)', () => {
  /** The thread's stored search text and vector, and the ones recomputing it from its rows gives. */
  async function storedAndRecomputed(threadId: string) {
    const read = async (db: typeof server.db) =>
      (
        await sql<{ search_text: string; search: string }>`
          select search_text, search::text as search from threads where id = ${threadId}`.execute(db)
      ).rows[0];
    const stored = await read(server.db);
    let recomputed: Awaited<ReturnType<typeof read>>;
    await server.db
      .transaction()
      .execute(async (tx) => {
        await refreshThreadSearch(tx, [threadId]);
        recomputed = await read(tx);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
      });
    return { stored, recomputed: recomputed! };
  }

  it("finds a reply's words, and no longer a deleted or undone reply's; trash hides them as before", async () => {
    const alice = await server.as(SEED_IDS.user('alice'));
    const bob = await server.as(SEED_IDS.user('bob'));
    const found = async (query: string, who = alice) => {
      const result = await who.call('searchThreads', { query: { query, limit: 30 } });
      expect(result.status).toBe(200);
      return result.body.data.map((t) => t.id);
    };
    const threadId = 'thr_search_append';
    server.setNow(new Date(TEST_NOW.getTime() + 60_000));
    const created = await alice.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: 'msg_search_append_0',
        message_body: '<p>Opening words about marmalade</p>',
        thread_title: 'Breakfast order',
        internal_recipients: [{ user_id: SEED_IDS.user('bob'), type: 'to' }],
      },
    });
    expect(created.status).toBe(201);
    const reply = async (who: typeof alice, id: string, words: string, minutes: number) => {
      server.setNow(new Date(TEST_NOW.getTime() + minutes * 60_000));
      const answer = await who.call('postThreadMessage', {
        params: { thread_id: threadId },
        body: {
          id,
          message_body: `<p>${words}</p>`,
          internal_recipients: [{ user_id: SEED_IDS.user(who === alice ? 'bob' : 'alice'), type: 'to' }],
          external_recipients: [
            { email: 'quartermaster@harbour.example', name: 'Quinn Harbour', type: 'cc' },
          ],
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer;
    };
    // The thread's last activity, which the reply's one update of the thread row moves with the search text.
    const activity = async () =>
      (
        await sql<{ at: Date }>`select last_activity_at as at from threads where id = ${threadId}`.execute(
          server.db,
        )
      ).rows[0]?.at.getTime();
    await reply(bob, 'msg_search_append_1', 'Zanzibar crumpets please', 2);
    expect(await activity()).toBe(TEST_NOW.getTime() + 2 * 60_000);
    const undone = await reply(alice, 'msg_search_append_2', 'Kumquat surprise', 3);
    await reply(bob, 'msg_search_append_3', 'Marzipan ending', 4);
    // A reply dated like the message before it (the same minute) is placed by id, as recomputing does.
    await reply(alice, 'msg_search_append_0a', 'Tangerine aside', 4);
    // One dated before the newest (another process's clock behind this one's): the text is recomputed, and
    // the activity still moves to the reply.
    await reply(bob, 'msg_search_append_early', 'Apricot interlude', 3.5);
    expect(await activity()).toBe(TEST_NOW.getTime() + 3.5 * 60_000);
    server.setNow(TEST_NOW);
    for (const word of [
      'zanzibar',
      'crumpets',
      'kumquat',
      'marzipan',
      'tangerine',
      'apricot',
      'harbour',
      'quinn',
    ]) {
      expect(await found(word), word).toContain(threadId);
    }
    // Words of two replies in a row are one text, as the domain reads it: a phrase and AROUND span them.
    expect(await found('"crumpets please kumquat"')).toContain(threadId);
    expect(await found('please AROUND 1 kumquat')).toContain(threadId);
    let search = await storedAndRecomputed(threadId);
    expect(search.stored).toEqual(search.recomputed);

    // Undo of a reply and deletion of a message take their words out.
    const cancel = await alice.call('cancelCommand', {
      body: { cancel_token: undone.headers.get(CANCEL_TOKEN_HEADER) },
    });
    expect(cancel.status).toBe(204);
    expect(await found('kumquat')).not.toContain(threadId);
    expect((await bob.call('deleteMessage', { params: { message_id: 'msg_search_append_3' } })).status).toBe(
      204,
    );
    expect(await found('marzipan')).not.toContain(threadId);
    expect(await found('zanzibar')).toContain(threadId);
    search = await storedAndRecomputed(threadId);
    expect(search.stored).toEqual(search.recomputed);

    // A reply after those, then trash: found only where trash is searched.
    await reply(bob, 'msg_search_append_4', 'Pomegranate finale', 6);
    server.setNow(TEST_NOW);
    expect(await found('pomegranate')).toContain(threadId);
    search = await storedAndRecomputed(threadId);
    expect(search.stored).toEqual(search.recomputed);
    expect((await alice.call('trashThread', { params: { thread_id: threadId } })).status).toBe(200);
    expect(await found('pomegranate')).not.toContain(threadId);
    expect(await found('pomegranate in:trash')).toContain(threadId);
  });
});

describe('GET /self/filtered_threads and /self/thread_search', () => {
  it('answers the threads matching a query, with page meta', async () => {
    const client = await server.as(SEED_IDS.user('alice'));
    const result = await client.call('listFilteredThreads', { query: { query: 'has:attachment', limit: 5 } });
    expect(result.status).toBe(200);
    expect(result.body.data.length).toBe(5);
    expect(result.body.data.every((t) => t.attachments.length > 0)).toBe(true);
    expect(result.body.meta.total_count).toBeGreaterThan(5);
    const wizard = await client.call('searchThreads', { query: { query: 'renewal', limit: 3 } });
    expect(wizard.status).toBe(200);
    expect(wizard.body.meta.returned_count).toBe(wizard.body.data.length);
    expect(wizard.body.meta.total_count).toBeGreaterThanOrEqual(wizard.body.data.length);
  });

  it("reads a search's first page and its count from one pass over the matches, agreeing with every page after it", async () => {
    const client = await server.as(SEED_IDS.user('alice'));
    const query = 'has:attachment';
    const walk = async (
      first: { data: { id: string }[]; meta: { next_page_token: string | null } },
      next: (token: string) => Promise<typeof first>,
    ) => {
      const ids = first.data.map((t) => t.id);
      let token = first.meta.next_page_token;
      while (token) {
        const page = await next(token);
        ids.push(...page.data.map((t) => t.id));
        token = page.meta.next_page_token;
      }
      return ids;
    };
    const list = (page_token?: string) =>
      client.call('listFilteredThreads', {
        query: { query, limit: 5, ...(page_token ? { page_token } : {}) },
      });
    const first = await list();
    expect(first.body.meta).toMatchObject({ start_index: 0, returned_count: 5 });
    // Later pages start after their key and count apart: together they are the whole list.
    const ids = await walk(first.body, async (token) => (await list(token)).body);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.body.meta.total_count).toBe(ids.length <= LIST_COUNT_CAP ? ids.length : null);
    // The wizard's search, which counts every match, agrees.
    expect((await client.call('searchThreads', { query: { query, limit: 1 } })).body.meta.total_count).toBe(
      ids.length,
    );

    // A split's inbox list likewise: its first page's count is every item the later pages hold.
    const split = await client.call('createInboxSplit', { body: { name: 'Files', query } });
    expect(split.status).toBe(201);
    try {
      const items = (page_token?: string) =>
        client.call('listInboxEvents', {
          query: { inbox_split_id: split.body.id, limit: 5, ...(page_token ? { page_token } : {}) },
        });
      const firstItems = await items();
      const itemIds = await walk(
        { data: firstItems.body.data, meta: firstItems.body.meta },
        async (token) => (await items(token)).body,
      );
      expect(itemIds.length).toBeGreaterThan(5);
      expect(new Set(itemIds).size).toBe(itemIds.length);
      expect(firstItems.body.meta.total_count).toBe(itemIds.length <= LIST_COUNT_CAP ? itemIds.length : null);
    } finally {
      await client.call('deleteInboxSplit', { params: { inbox_split_id: split.body.id } });
    }
  });

  // support.google.com/mail/answer/7190: list: (mailing list), deliveredto:, AROUND and +word on the demo data.
  it('finds the demo mailing lists, recipients and words near each other', async () => {
    const client = await server.as(SEED_IDS.user('alice'));
    // The wizard's search counts every match (a list counts up to LIST_COUNT_CAP, then says 'many').
    const total = async (query: string) => {
      const result = await client.call('searchThreads', { query: { query, limit: 30 } });
      expect(result.status, `${query} ${JSON.stringify(result.body)}`).toBe(200);
      const count = result.body.meta.total_count;
      if (count === null || count === undefined) throw new Error(`${query}: no total_count`);
      return count;
    };
    const all = await total('-list:nothing.example');
    const devWeekly = await total('list:news.devweekly.example');
    expect(devWeekly).toBeGreaterThan(0);
    expect(await total('list:(devweekly OR rust)')).toBeGreaterThan(devWeekly);
    expect(await total('list:nothing.example')).toBe(0);
    const delivered = await total('deliveredto:me');
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThan(all);
    const near = await total('renewal AROUND 1 quote');
    expect(near).toBeGreaterThan(0);
    expect(await total('renewal AROUND 0 quote')).toBe(0);
    expect(await total('+renewal')).toBeLessThanOrEqual(await total('renewal'));
    expect(await total('+renew')).toBe(0);
  });

  it('answers bad_request naming the query for a query that does not parse', async () => {
    const client = await server.as(SEED_IDS.user('alice'));
    const result = await client.call('listFilteredThreads', { query: { query: 'from:(' } });
    expect(result.status).toBe(400);
    expect(result.body.error?.message).toMatch(/^query:/);
  });

  it('searches trash and spam when the query asks for them, also inside a group', async () => {
    const client = await server.as(SEED_IDS.user('alice'));
    const trash = await client.call('listFilteredThreads', { query: { query: 'in:trash', limit: 30 } });
    expect(trash.body.data.length).toBeGreaterThan(0);
    const grouped = await client.call('listFilteredThreads', {
      query: { query: 'in:(trash OR spam)', limit: 30 },
    });
    expect(grouped.status).toBe(200);
    expect(grouped.body.data.map((t) => t.id)).toEqual(
      expect.arrayContaining(trash.body.data.map((t) => t.id)),
    );
    const phrase = await client.call('listFilteredThreads', { query: { query: '"in:trash"', limit: 30 } });
    expect(phrase.body.data.map((t) => t.id)).not.toEqual(
      expect.arrayContaining(trash.body.data.map((t) => t.id)),
    );
  });

  it('limits search to 90 days on the free plan (Globex), not on premium (Acme)', async () => {
    const erin = await server.as(SEED_IDS.user('erin'));
    const free = await erin.call('listFilteredThreads', { query: { query: 'older_than:91d', limit: 30 } });
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual([]);
    // The last page says how many the window hides, for the blurred rows behind the upgrade banner.
    expect(free.body.meta.history_limit?.days).toBe(90);
    expect(free.body.meta.history_limit?.hidden_count).toBeGreaterThan(0);
    const alice = await server.as(SEED_IDS.user('alice'));
    const premium = await alice.call('listFilteredThreads', {
      query: { query: 'older_than:91d', limit: 30 },
    });
    expect(premium.body.data.length).toBeGreaterThan(0);
    expect(premium.body.meta.history_limit).toBeUndefined();
  });
});

describe('free plan history limits are enforced by the server', () => {
  const DAY = 86_400_000;

  it('lists only the last 30 days of a channel on the free plan', async () => {
    const erin = await server.as(SEED_IDS.user('erin'));
    const list = await erin.call('listChannelThreads', {
      params: { channel_id: SEED_IDS.channel('globex-general') },
      query: { limit: 30 },
    });
    expect(list.status).toBe(200);
    // Erin's channel holds older threads: the last page counts them; a page before the last does not.
    expect(list.body.meta.history_limit).toEqual({ days: 30, hidden_count: expect.any(Number) });
    const first = await erin.call('listChannelThreads', {
      params: { channel_id: SEED_IDS.channel('globex-general') },
      query: { limit: 1 },
    });
    if (first.body.meta.next_page_token) expect(first.body.meta.history_limit).toBeUndefined();
    for (const thread of list.body.data) {
      expect(Date.parse(thread.last_activity.date)).toBeGreaterThanOrEqual(
        TEST_NOW.getTime() - 30 * DAY - 60_000,
      );
    }
    const alice = await server.as(SEED_IDS.user('alice'));
    const premium = await alice.call('listChannelThreads', {
      params: { channel_id: SEED_IDS.channel('general') },
      query: { limit: 30 },
    });
    const oldest = Math.min(...premium.body.data.map((t) => Date.parse(t.last_activity.date)));
    expect(oldest).toBeLessThan(TEST_NOW.getTime() - 30 * DAY);
  });

  it('hides private comments older than 30 days on the free plan', async () => {
    const erin = await server.as(SEED_IDS.user('erin'));
    const inbox = await erin.call('listInboxEvents', { query: { limit: 1 } });
    const threadId = inbox.body.data[0]?.thread.id as string;
    const posted = await erin.call('postPrivateMessage', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.globex },
      body: { id: `msg_private_${Date.now()}`, message_body: 'Only for the team' },
    });
    expect(posted.status).toBe(201);
    const now = await erin.call('listPrivateMessages', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.globex },
    });
    expect(now.body.data.map((m) => m.id)).toContain(posted.body.id);
    server.setNow(new Date(TEST_NOW.getTime() + 31 * DAY));
    const later = await erin.call('listPrivateMessages', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.globex },
    });
    server.setNow(TEST_NOW);
    expect(later.body.data.map((m) => m.id)).not.toContain(posted.body.id);
    // The answer says how many the window hides (the discussion's upgrade banner).
    expect(later.body.meta.history_limit).toEqual({ days: 30, hidden_count: expect.any(Number) });
    expect(now.body.meta.history_limit).toBeUndefined();
  });
});
