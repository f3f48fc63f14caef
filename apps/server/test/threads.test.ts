import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePageToken } from '../src/http/pagination.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const erin = SEED_IDS.user('erin');
const DAY = 86_400_000;

let server: TestServer;
let a: TestClient;
let b: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  a = await server.as(alice);
  b = await server.as(bob);
});
afterAll(async () => {
  await server?.close();
});

async function inboxThreadIds(client: TestClient): Promise<string[]> {
  const ids: string[] = [];
  let token: string | undefined;
  for (;;) {
    const page = await client.call('listInboxEvents', {
      query: { limit: 30, ...(token ? { page_token: token } : {}) },
    });
    ids.push(...page.body.data.map((i) => i.thread.id));
    if (!page.body.meta.next_page_token) return ids;
    token = page.body.meta.next_page_token;
  }
}

async function firstInboxThread(client: TestClient, skip = 0): Promise<string> {
  const page = await client.call('listInboxEvents', { query: { limit: 30 } });
  const id = page.body.data[skip]?.thread.id;
  if (!id) throw new Error('empty inbox');
  return id;
}

let counter = 0;
const uid = (prefix: string) => `${prefix}_test_${++counter}_${Date.now().toString(36)}`;

/**
 * The body of a `createThread` that alice writes to bob: fresh thread and message ids unless `more` gives
 * them, and whatever else `more` adds (recipients, a schedule, an origin).
 */
const toBob = <T extends object>(title: string, html: string, more?: T) => ({
  thread_id: uid('thr'),
  message_id: uid('msg'),
  message_body: html,
  thread_title: title,
  internal_recipients: [{ user_id: bob, type: 'to' as const }],
  ...more,
});

describe('folder rules (spec doc 1 section 4)', () => {
  it('trash removes the thread from the inbox; untrash returns it', async () => {
    const id = await firstInboxThread(a);
    const trashed = await a.call('trashThread', { params: { thread_id: id } });
    expect(trashed.status).toBe(200);
    expect(trashed.body.trashed_date).not.toBeNull();
    expect(await inboxThreadIds(a)).not.toContain(id);
    const trash = await a.call('listTrashedThreads', { query: { limit: 30 } });
    expect(trash.body.data.map((t) => t.id)).toContain(id);
    const edit = await a.call('updateThread', { params: { thread_id: id }, body: { status: 'review' } });
    expect(edit.status).toBe(400);
    const back = await a.call('untrashThread', { params: { thread_id: id } });
    expect(back.body.trashed_date).toBeNull();
    expect(await inboxThreadIds(a)).toContain(id);
  });

  it('spam leaves inbox and snoozed; not spam returns to the inbox', async () => {
    const id = await firstInboxThread(a, 1);
    await a.call('markThreadAsSpam', { params: { thread_id: id } });
    expect(await inboxThreadIds(a)).not.toContain(id);
    const spam = await a.call('listSpamThreads', { query: {} });
    expect(spam.body.data.find((t) => t.id === id)?.isSpam).toBe(true);
    await a.call('markThreadAsNotSpam', { params: { thread_id: id } });
    expect(await inboxThreadIds(a)).toContain(id);
  });

  it('snooze leaves the inbox until its time, then the scheduler brings it back', async () => {
    const id = await firstInboxThread(a, 2);
    const past = await a.call('snoozeThread', {
      params: { thread_id: id },
      body: { snooze_end_date: Math.floor(TEST_NOW.getTime() / 1000) - 60 },
    });
    expect(past.status).toBe(400);
    expect(past.body.error?.message).toMatch(/^snooze_end_date:/);
    const end = Math.floor(TEST_NOW.getTime() / 1000) + 3600;
    const snoozed = await a.call('snoozeThread', {
      params: { thread_id: id },
      body: { snooze_end_date: end },
    });
    expect(snoozed.body.snooze_end_date).toBe(new Date(end * 1000).toISOString());
    expect(await inboxThreadIds(a)).not.toContain(id);
    expect((await a.call('listSnoozedThreads', { query: {} })).body.data.map((t) => t.id)).toContain(id);
    server.setNow(new Date(TEST_NOW.getTime() + 2 * 3600_000));
    const report = await server.scheduler.runOnce();
    server.setNow(TEST_NOW);
    expect(report.woken).toBeGreaterThanOrEqual(1);
    expect(await inboxThreadIds(a)).toContain(id);
    const thread = await a.call('getThread', { params: { thread_id: id } });
    expect(thread.body.snooze_end_date).toBeNull();
    expect(thread.body.last_snooze_end_date).toBe(new Date(end * 1000).toISOString());
  });

  it('stars and unstars in bulk', async () => {
    const ids = [await firstInboxThread(a, 3), await firstInboxThread(a, 4)];
    expect((await a.call('starThreads', { body: { thread_ids: ids } })).status).toBe(204);
    const starred = await a.call('listStarredThreads', { query: { limit: 30 } });
    for (const id of ids) expect(starred.body.data.map((t) => t.id)).toContain(id);
    await a.call('unstarThreads', { body: { thread_ids: ids } });
    for (const id of ids)
      expect((await a.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(false);
  });

  it('mark all read zeroes the unread counts; marking a message unread sets 1', async () => {
    const id = await firstInboxThread(a, 5);
    const read = await a.call('markAllThreadMessagesAsRead', { params: { thread_id: id } });
    expect(read.body.number_of_unread_messages).toBe(0);
    expect(read.body.inbox_event_is_unread).toBe(false);
    const messages = await a.call('listThreadMessages', { params: { thread_id: id } });
    const last = messages.body.data.filter((m) => m.state === 'committed').at(-1);
    if (!last) throw new Error('no message');
    await a.call('markMessagesAsUnread', { body: { message_ids: [last.id] } });
    const after = await a.call('getThread', { params: { thread_id: id } });
    expect(after.body.number_of_unread_messages).toBe(1);
    expect(after.body.inbox_event_is_unread).toBe(true);
  });
});

describe('undo with cancel tokens', () => {
  it('archiving answers a cancel token; POST /command:cancel within 10 s puts the thread back', async () => {
    const page = await a.call('listInboxEvents', { query: { limit: 1 } });
    const item = page.body.data[0];
    if (!item) throw new Error('empty inbox');
    const archived = await a.call('removeInboxEventFromInbox', { params: { inbox_item_id: item.id } });
    expect(archived.status).toBe(204);
    const token = archived.headers.get(CANCEL_TOKEN_HEADER);
    expect(token).toBeTruthy();
    expect(await inboxThreadIds(a)).not.toContain(item.thread.id);
    expect((await b.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(404);
    expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect(await inboxThreadIds(a)).toContain(item.thread.id);
    expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(404);
  });

  it('refuses a cancel after the 10 s window', async () => {
    const id = await firstInboxThread(a, 6);
    const starred = await a.call('starThreads', { body: { thread_ids: [id] } });
    const token = starred.headers.get(CANCEL_TOKEN_HEADER);
    server.setNow(new Date(TEST_NOW.getTime() + 11_000));
    const late = await a.call('cancelCommand', { body: { cancel_token: token } });
    server.setNow(TEST_NOW);
    expect(late.status).toBe(404);
    expect((await a.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(true);
  });
});

describe('PUT /threads/{thread_id}', () => {
  it('sets title, status, due date and assignee, and records thread events', async () => {
    const id = await firstInboxThread(a, 7);
    const updated = await a.call('updateThread', {
      params: { thread_id: id },
      body: {
        title: '  Quarterly review  ',
        status: 'in_progress',
        due_date: '2026-06-20',
        assignee_id: bob,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Quarterly review',
      status: 'in_progress',
      dueDate: '2026-06-20',
    });
    expect(updated.body.assignee?.id).toBe(bob);
    const events = await a.call('listThreadEvents', { params: { thread_id: id } });
    const types = events.body.data.map((e) => e.event_type);
    expect(types).toEqual(expect.arrayContaining(['title_updated', 'due_date_added']));
    expect(types.some((t) => t.startsWith('thread_status_'))).toBe(true);
    expect(types.some((t) => t.startsWith('assignee_'))).toBe(true);
    const blank = await a.call('updateThread', { params: { thread_id: id }, body: { title: '   ' } });
    expect(blank.body.title).toBeNull();
    const outsider = await a.call('updateThread', { params: { thread_id: id }, body: { assignee_id: erin } });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error?.message).toMatch(/^assignee_id:/);
  });

  it('refuses the legacy statuses open and resolved, and keeps the status as it was', async () => {
    const id = await firstInboxThread(a, 8);
    await a.call('updateThread', { params: { thread_id: id }, body: { status: 'review' } });
    for (const legacy of ['open', 'resolved']) {
      const refused = await a.call('updateThread', { params: { thread_id: id }, body: { status: legacy } });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/^status:/);
    }
    const thread = await a.call('getThread', { params: { thread_id: id } });
    expect(thread.body.status).toBe('review');
  });
});

describe('sending', () => {
  it('delivers a new thread to a teammate, records outside recipients, and undo deletes it', async () => {
    const threadId = uid('thr');
    const created = await a.call('createThread', {
      body: toBob('Team lunch', '<p>Lunch on Friday?</p>', {
        thread_id: threadId,
        external_recipients: [{ email: 'guest@outside.example', type: 'cc' }],
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Team lunch');
    const bobInbox = await b.call('listInboxEvents', { query: { limit: 5 } });
    const item = bobInbox.body.data.find((i) => i.thread.id === threadId);
    expect(item?.thread.inbox_event_is_unread).toBe(true);
    const outbox = await server.db
      .selectFrom('outbox')
      .select('email')
      .where('email', '=', 'guest@outside.example')
      .execute();
    expect(outbox.length).toBe(1);
    expect((await a.call('listSentThreads', { query: {} })).body.data.map((t) => t.id)).toContain(threadId);
    const token = created.headers.get(CANCEL_TOKEN_HEADER);
    expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect((await a.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
  });

  it("a reply's id: taken in the workspace is refused; taken in another is replaced; its cancel token deletes the reply written", async () => {
    const threadId = uid('thr');
    const first = uid('msg');
    expect(
      (
        await a.call('createThread', {
          body: toBob('Ids', '<p>Ids</p>', { thread_id: threadId, message_id: first }),
        })
      ).status,
    ).toBe(201);
    const reply = (id: string) =>
      b.call('postThreadMessage', {
        params: { thread_id: threadId },
        // To Carol: Alice's inbox stays as the tests after this one expect it.
        body: {
          id,
          message_body: '<p>Reply</p>',
          internal_recipients: [{ user_id: SEED_IDS.user('carol'), type: 'to' }],
        },
      });
    const messageIds = async () =>
      (await server.db.selectFrom('messages').select('id').where('thread_id', '=', threadId).execute()).map(
        (m) => m.id,
      );
    const tokensOfBob = async () =>
      (await server.db.selectFrom('cancel_tokens').select('token').where('user_id', '=', bob).execute())
        .length;

    // Taken in this workspace: 409, nothing written, no token.
    const tokensBefore = await tokensOfBob();
    const taken = await reply(first);
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe('id: A message with this id already exists');
    expect(taken.headers.get(CANCEL_TOKEN_HEADER)).toBeNull();
    expect(await messageIds()).toEqual([first]);
    expect(await tokensOfBob()).toBe(tokensBefore);

    // Taken by a message of another workspace: written under a fresh id, which its token deletes.
    const elsewhere = await server.db
      .selectFrom('messages')
      .select('id')
      .where('organization_id', '=', SEED_IDS.globex)
      .executeTakeFirstOrThrow();
    const replaced = await reply(elsewhere.id);
    expect(replaced.status).toBe(201);
    expect(replaced.body.id).not.toBe(elsewhere.id);
    expect(await messageIds()).toEqual(expect.arrayContaining([first, replaced.body.id]));
    const token = replaced.headers.get(CANCEL_TOKEN_HEADER);
    expect((await b.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect(await messageIds()).toEqual([first]);
    expect(
      await server.db.selectFrom('messages').select('id').where('id', '=', elsewhere.id).executeTakeFirst(),
    ).toEqual({ id: elsewhere.id });

    // Free: written under the client's id, in one statement with its token.
    const own = uid('msg');
    const written = await reply(own);
    expect(written.status).toBe(201);
    expect(written.body.id).toBe(own);
    expect(
      (await b.call('cancelCommand', { body: { cancel_token: written.headers.get(CANCEL_TOKEN_HEADER) } }))
        .status,
    ).toBe(204);
    expect(await messageIds()).toEqual([first]);
  });

  it('delivers to a teammate whose address came as an outside one (typed before the member list loaded), never out', async () => {
    const threadId = uid('thr');
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: uid('msg'),
        message_body: '<p>Quarterly plan?</p>',
        thread_title: 'Typed address',
        external_recipients: [{ email: 'Bob@Acme.example', type: 'to' }],
      },
    });
    expect(created.status).toBe(201);
    const bobInbox = await b.call('listInboxEvents', { query: { limit: 5 } });
    expect(bobInbox.body.data.find((i) => i.thread.id === threadId)?.thread.inbox_event_is_unread).toBe(true);
    const outbox = await server.db
      .selectFrom('outbox')
      .select('email')
      .where('email', 'ilike', 'bob@acme.example')
      .execute();
    expect(outbox).toEqual([]);
  });

  it('refuses to send without recipients or to someone outside the workspace', async () => {
    const none = await a.call('createThread', {
      body: { thread_id: uid('thr'), message_id: uid('msg'), message_body: '<p>Hi</p>', thread_title: 'x' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error?.message).toBe('message_body: No recipients specified');
    const outsider = await a.call('createThread', {
      body: {
        thread_id: uid('thr'),
        message_id: uid('msg'),
        message_body: '<p>Hi</p>',
        thread_title: 'x',
        internal_recipients: [{ user_id: erin, type: 'to' }],
      },
    });
    expect(outsider.status).toBe(400);
  });

  it('schedules a message: Scheduled until its time, then the scheduler delivers it', async () => {
    const threadId = uid('thr');
    const at = new Date(TEST_NOW.getTime() + 3600_000).toISOString();
    const soon = await a.call('createThread', {
      body: toBob('x', '<p>x</p>', { scheduled_date: new Date(TEST_NOW.getTime() + 30_000).toISOString() }),
    });
    expect(soon.status).toBe(400);
    const created = await a.call('createThread', {
      body: toBob('Reminder', '<p>Reminder</p>', { thread_id: threadId, scheduled_date: at }),
    });
    expect(created.body.scheduled_messages_creation_dates).toHaveLength(1);
    expect((await a.call('listScheduledThreads', { query: {} })).body.data.map((t) => t.id)).toContain(
      threadId,
    );
    expect(await inboxThreadIds(b)).not.toContain(threadId);
    expect((await b.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
    server.setNow(new Date(TEST_NOW.getTime() + 2 * 3600_000));
    const report = await server.scheduler.runOnce();
    server.setNow(TEST_NOW);
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(await inboxThreadIds(b)).toContain(threadId);
    expect((await a.call('listScheduledThreads', { query: {} })).body.data.map((t) => t.id)).not.toContain(
      threadId,
    );
  });

  it('replies in a thread; undo deletes the reply; deleting the only message deletes the thread', async () => {
    const threadId = uid('thr');
    const first = uid('msg');
    await a.call('createThread', {
      body: toBob('Solo', '<p>One</p>', { thread_id: threadId, message_id: first }),
    });
    const replyId = uid('msg');
    const reply = await b.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: replyId,
        message_body: '<p>Two</p>',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.id).toBe(replyId);
    expect((await a.call('listThreadMessages', { params: { thread_id: threadId } })).body.data).toHaveLength(
      2,
    );
    await b.call('cancelCommand', { body: { cancel_token: reply.headers.get(CANCEL_TOKEN_HEADER) } });
    expect((await a.call('listThreadMessages', { params: { thread_id: threadId } })).body.data).toHaveLength(
      1,
    );
    expect((await b.call('deleteMessage', { params: { message_id: first } })).status).toBe(403);
    expect((await a.call('deleteMessage', { params: { message_id: first } })).status).toBe(204);
    expect((await a.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
  });

  it('reacts to a message and shows the reaction', async () => {
    const id = await firstInboxThread(a);
    const messages = await a.call('listThreadMessages', { params: { thread_id: id } });
    const message = messages.body.data[0];
    if (!message) throw new Error('no message');
    const reacted = await a.call('addMessageReaction', {
      params: { message_id: message.id },
      body: { reaction_code: '1f44d' },
    });
    expect(reacted.body.reactions.find((r) => r.code === '1f44d')?.user_ids).toContain(alice);
    const removed = await a.call('removeMessageReaction', {
      params: { message_id: message.id },
      body: { reaction_code: '1f44d' },
    });
    expect(removed.body.reactions.find((r) => r.code === '1f44d')?.user_ids ?? []).not.toContain(alice);
  });
});

describe('the open thread (GET /threads/{id} and its messages)', () => {
  it("shows a thread and its messages to its followers only, with each message's people and own state", async () => {
    const threadId = uid('thr');
    const first = uid('msg');
    await a.call('createThread', {
      body: toBob('Open me', '<p>First</p>', { thread_id: threadId, message_id: first }),
    });
    const second = uid('msg');
    await b.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: second,
        message_body: '<p>Second</p>',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    });
    await a.call('addMessageReaction', { params: { message_id: first }, body: { reaction_code: '2764' } });

    const thread = await b.call('getThread', { params: { thread_id: threadId } });
    expect(thread.status).toBe(200);
    expect(thread.body.senders.map((c) => c.display_name).sort()).toEqual(
      ['Alice Martin', 'Bob Chen'].sort(),
    );
    expect(thread.body.followers.map((f) => f.contact.id).sort()).toEqual([alice, bob].sort());
    const page = await b.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(page.status).toBe(200);
    expect(page.body.meta.total_count).toBe(2);
    expect(page.body.data.map((m) => [m.id, m.sender.id, m.recipients.to.map((c) => c.id)])).toEqual([
      [first, alice, [bob]],
      [second, bob, [alice]],
    ]);
    // Bob's own state: alice's message is unread for him until he reads it; his own reply never is.
    expect(page.body.data.map((m) => m.is_unread)).toEqual([true, false]);
    expect(page.body.data[0]?.reactions).toEqual([
      expect.objectContaining({ code: '2764', user_ids: [alice] }),
    ]);

    // Carol, in the same workspace but on no channel of it and no follower: not found, as an unknown id.
    const c = await server.as(SEED_IDS.user('carol'));
    expect((await c.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
    expect((await c.call('listThreadMessages', { params: { thread_id: threadId } })).status).toBe(404);
    // Pages of one: the second is the last; one past the end has no rows and still the thread's count.
    const secondPage = await b.call('listThreadMessages', {
      params: { thread_id: threadId },
      query: { page_token: encodePageToken(1), limit: 1 },
    });
    expect([secondPage.body.data.map((m) => m.id), secondPage.body.meta.total_count]).toEqual([[second], 2]);
    expect(secondPage.body.meta.next_page_token).toBeNull();
    const past = await b.call('listThreadMessages', {
      params: { thread_id: threadId },
      query: { page_token: encodePageToken(2), limit: 1 },
    });
    expect([past.status, past.body.data, past.body.meta.total_count]).toEqual([200, [], 2]);
    expect(
      (
        await c.call('listThreadMessages', {
          params: { thread_id: threadId },
          query: { page_token: encodePageToken(2) },
        })
      ).status,
    ).toBe(404);
  });
});

describe('forwards, private discussion, summary and event merging', () => {
  it('forwards a message into a new thread that shows its origin and the referenced messages', async () => {
    const sourceId = await firstInboxThread(a);
    const source = await a.call('listThreadMessages', { params: { thread_id: sourceId } });
    const referenced = source.body.data.filter((m) => m.state === 'committed').at(-1);
    if (!referenced) throw new Error('no message');
    const threadId = uid('thr');
    const forward = await a.call('createThread', {
      body: toBob('Fwd: something', '<p>FYI</p>', {
        thread_id: threadId,
        origin: { type: 'forward', referenced_message_id: referenced.id },
      }),
    });
    expect(forward.body.origin).toEqual({ type: 'forward', thread_id: sourceId });
    const refs = await a.call('listReferencedMessages', { params: { thread_id: threadId } });
    expect(refs.body.data.at(-1)?.id).toBe(referenced.id);

    // 'You forwarded the conversation above' sits below the forwarded message, in the origin thread, for
    // the one who forwarded it; the forward itself shows its origin card, not the banner.
    const after = await a.call('listThreadMessages', { params: { thread_id: sourceId } });
    expect(after.body.data.find((m) => m.id === referenced.id)?.references).toEqual([
      { thread_id: threadId, type: 'forward' },
    ]);
    expect(
      after.body.data.filter((m) => m.id !== referenced.id).flatMap((m) => m.references),
    ).not.toContainEqual({ thread_id: threadId, type: 'forward' });
    const own = await a.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(own.body.data.flatMap((m) => m.references)).toEqual([]);
    // Bob (a recipient of the forward) did not forward anything: no 'You forwarded' for him.
    const bobsView = await b.call('listThreadMessages', { params: { thread_id: sourceId } });
    if (bobsView.status === 200) {
      expect(bobsView.body.data.flatMap((m) => m.references)).not.toContainEqual({
        thread_id: threadId,
        type: 'forward',
      });
    }
  });

  it("'A thread branched off from here' below the message a reply sent as a new thread answers, for whoever can open it", async () => {
    const sourceId = await firstInboxThread(a);
    const source = await a.call('listThreadMessages', { params: { thread_id: sourceId } });
    const referenced = source.body.data.filter((m) => m.state === 'committed').at(-1);
    if (!referenced) throw new Error('no message');
    const threadId = uid('thr');
    await a.call('createThread', {
      body: toBob('Re: something', '<p>Splitting this off</p>', {
        thread_id: threadId,
        origin: { type: 'reply', referenced_message_id: referenced.id },
      }),
    });
    const after = await a.call('listThreadMessages', { params: { thread_id: sourceId } });
    expect(after.body.data.find((m) => m.id === referenced.id)?.references).toContainEqual({
      thread_id: threadId,
      type: 'reply',
    });
  });

  it('keeps a private discussion in the thread, for the workspace only', async () => {
    const id = await firstInboxThread(a);
    const posted = await a.call('postPrivateMessage', {
      params: { thread_id: id },
      query: { organization_id: SEED_IDS.acme },
      body: { id: uid('msg'), message_body: 'Let us answer tomorrow' },
    });
    expect(posted.status).toBe(201);
    const list = await a.call('listPrivateMessages', {
      params: { thread_id: id },
      query: { organization_id: SEED_IDS.acme },
    });
    expect(list.body.data.map((m) => m.id)).toContain(posted.body.id);
    const thread = await a.call('getThread', { params: { thread_id: id } });
    expect(thread.body.private_senders.map((c) => c.id)).toContain(alice);
    expect(thread.body.last_activity.is_private).toBe(true);
    const wrongOrg = await a.call('listPrivateMessages', {
      params: { thread_id: id },
      query: { organization_id: SEED_IDS.globex },
    });
    expect(wrongOrg.status).toBe(404);
  });

  it('a private message that mentions a teammate makes them a follower, with the message unread; outsiders are ignored', async () => {
    const carolId = SEED_IDS.user('carol');
    const carol = await server.as(carolId);
    const threadId = uid('thr');
    const created = await a.call('createThread', {
      body: toBob('Office quote', '<p>Quote for the new office</p>', { thread_id: threadId }),
    });
    expect(created.status).toBe(201);
    expect((await carol.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
    const mention = (id: string, label: string) =>
      `<span class="mention" data-type="mention" data-id="${id}" data-label="${label}">@${label}</span>`;
    const posted = await a.call('postPrivateMessage', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.acme },
      body: {
        id: uid('msg'),
        message_body: `<p>${mention(carolId, 'Carol Diaz')} can you check? ${mention(erin, 'Erin')} ${mention('nobody', 'Nobody')}</p>`,
      },
    });
    expect(posted.status).toBe(201);
    const seen = await carol.call('listPrivateMessages', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.acme },
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.find((m) => m.id === posted.body.id)?.is_unread).toBe(true);
    const thread = await carol.call('getThread', { params: { thread_id: threadId } });
    expect(thread.body.followers.map((f) => f.contact.id)).toContain(carolId);
    expect(thread.body.followers.map((f) => f.contact.id)).not.toContain(erin);
    const events = await a.call('listThreadEvents', { params: { thread_id: threadId } });
    expect(events.body.data).toContainEqual(
      expect.objectContaining({ event_type: 'recipient_added', target_user_id: carolId }),
    );
    // Mentioned again: already a follower, no second event.
    await a.call('postPrivateMessage', {
      params: { thread_id: threadId },
      query: { organization_id: SEED_IDS.acme },
      body: { id: uid('msg'), message_body: `<p>${mention(carolId, 'Carol Diaz')} ping</p>` },
    });
    const again = await a.call('listThreadEvents', { params: { thread_id: threadId } });
    expect(again.body.data.filter((e) => e.event_type === 'recipient_added')).toHaveLength(1);
  });

  it('summarises a thread in Markdown on premium; free workspaces are refused', async () => {
    const id = await firstInboxThread(a);
    const summary = await a.call('getThreadSummary', { params: { thread_id: id } });
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toMatch(/^\*\*.+\*\*: \d+ messages? from /);
    const erinClient = await server.as(erin);
    const erinThread = await firstInboxThread(erinClient);
    expect((await erinClient.call('getThreadSummary', { params: { thread_id: erinThread } })).status).toBe(
      403,
    );
  });

  it('merges title changes by the same person within 5 minutes into one event (domain merge rules)', async () => {
    // A thread of its own: one whose title another test changed within 5 minutes would merge with that.
    const id = uid('thr');
    const created = await a.call('createThread', {
      body: toBob('Untitled plan', '<p>Agenda</p>', { thread_id: id }),
    });
    expect(created.status).toBe(201);
    const before = (await a.call('listThreadEvents', { params: { thread_id: id } })).body.data.length;
    await a.call('updateThread', { params: { thread_id: id }, body: { title: 'First try' } });
    server.setNow(new Date(TEST_NOW.getTime() + 60_000));
    await a.call('updateThread', { params: { thread_id: id }, body: { title: 'Second try' } });
    server.setNow(TEST_NOW);
    const events = (await a.call('listThreadEvents', { params: { thread_id: id } })).body.data;
    expect(events.length).toBe(before + 1);
    expect(events.at(-1)).toMatchObject({ event_type: 'title_updated', new_title: 'Second try' });
  });
});

describe('reactions in the inbox', () => {
  it("puts the thread back in the sender's inbox with the reactions on their message", async () => {
    const threadId = uid('thr');
    const messageId = uid('msg');
    await a.call('createThread', {
      body: toBob('Release', '<p>Ship it?</p>', { thread_id: threadId, message_id: messageId }),
    });
    await b.call('addMessageReaction', {
      params: { message_id: messageId },
      body: { reaction_code: '2705' },
    });
    const inbox = await a.call('listInboxEvents', { query: { limit: 30 } });
    const item = inbox.body.data.find((i) => i.thread.id === threadId);
    expect(item?.type).toBe('reactions_added');
    expect(item?.message_reactions[0]).toMatchObject({ message_id: messageId, snippet: 'Ship it?' });
    expect(item?.message_reactions[0]?.reactions[0]).toMatchObject({ code: '2705', user_ids: [bob] });
  });
});

describe('labels and channels on threads', () => {
  it('adds and removes a label; the label list shows the thread', async () => {
    const id = await firstInboxThread(a);
    const label = await a.call('createLabel', { body: { name: 'Urgent', color: '#ff0000' } });
    expect(label.status).toBe(201);
    expect((await a.call('createLabel', { body: { name: ' urgent ', color: '#ff0000' } })).status).toBe(409);
    await a.call('addThreadsLabels', { body: { label_ids: [label.body.id], thread_ids: [id] } });
    expect(
      (await a.call('listLabelThreads', { params: { label_id: label.body.id } })).body.data.map((t) => t.id),
    ).toEqual([id]);
    expect((await b.call('listLabelThreads', { params: { label_id: label.body.id } })).status).toBe(404);
    await a.call('removeThreadsLabels', { body: { label_ids: [label.body.id], thread_ids: [id] } });
    expect((await a.call('getThread', { params: { thread_id: id } })).body.label_ids).not.toContain(
      label.body.id,
    );
  });

  it('shares a thread into a channel and lists it there', async () => {
    const id = await firstInboxThread(a);
    const channel = SEED_IDS.channel('general');
    const shared = await a.call('addThreadChannels', {
      params: { thread_id: id },
      body: { channel_ids: [channel] },
    });
    expect(shared.body.channel_ids).toContain(channel);
    const list = await b.call('listChannelThreads', {
      params: { channel_id: channel },
      query: { limit: 30 },
    });
    expect(list.body.data.map((t) => t.id)).toContain(id);
  });
});

describe('trash purge', () => {
  it('deletes threads trashed more than 30 days ago', async () => {
    const id = await firstInboxThread(a, 8);
    await a.call('trashThread', { params: { thread_id: id } });
    server.setNow(new Date(TEST_NOW.getTime() + 31 * DAY));
    const report = await server.scheduler.runOnce();
    server.setNow(TEST_NOW);
    expect(report.purged).toBeGreaterThanOrEqual(1);
    expect((await a.call('getThread', { params: { thread_id: id } })).status).toBe(404);
  });
});
