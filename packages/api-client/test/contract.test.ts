import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  CreateThreadBodySchema,
  ErrorBodySchema,
  encodeListAnswer,
  endpoints,
  FilteredThreadsQuerySchema,
  findEndpoint,
  InboxEventsQuerySchema,
  ListQuerySchema,
  parseQueryString,
  serializeQuery,
} from '../src/index.js';
import { inboxItem, message, page, thread, user } from './fixtures.js';

const specCalls = readFileSync(new URL('./spec-calls.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 0 && !line.startsWith('#'))
  .map((line) => {
    const [method, path, ...rest] = line.split(/\s+/);
    if (!method || !path || rest.length > 0) throw new Error(`Malformed line in spec-calls.txt: ${line}`);
    return { method, path };
  });

const table = Object.entries(endpoints);

describe('the endpoint table covers spec document 2, section 7', () => {
  it('reads the transcribed list of calls', () => {
    expect(specCalls.length).toBeGreaterThan(100);
  });

  it.each(specCalls)('has $method $path', ({ method, path }) => {
    const entry = table.find(([, endpoint]) => endpoint.method === method && endpoint.path === path);
    expect(entry, `${method} ${path} is missing from the endpoint table`).toBeDefined();
  });

  it('has no two entries for the same method and path', () => {
    const keys = table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(table)('dispatches a request for %s to that very entry', (name, endpoint) => {
    const params = Object.fromEntries(endpoint.paramNames.map((param: string) => [param, `${param}-1`]));
    const found = findEndpoint(endpoint.method, buildPath(endpoint.path, params));
    expect(found.match?.name).toBe(name);
    expect(found.match?.params).toEqual(params);
  });

  it('tells a wrong method from an unknown path', () => {
    expect(findEndpoint('DELETE', '/self')).toEqual({ match: null, methodNotAllowed: true });
    expect(findEndpoint('GET', '/nowhere')).toEqual({ match: null, methodNotAllowed: false });
  });

  it('marks reads as queries and writes as mutations', () => {
    for (const [name, endpoint] of table) {
      expect(endpoint.kind, name).toBe(endpoint.method === 'GET' ? 'query' : 'mutation');
    }
  });
});

describe('response schemas', () => {
  it('accept valid examples', () => {
    expect(endpoints.getSelf.response.parse(user())).toEqual(user());
    expect(endpoints.getThread.response.parse(thread())).toEqual(thread());
    // Lists answer list rows: the open thread's data (followers, recipients...) is not part of them.
    // (On the wire as the server writes them: `encodeListAnswer`, see list-rows.test.ts.)
    const listed = endpoints.listInboxEvents.response.parse(
      encodeListAnswer(endpoints.listInboxEvents.response, page([inboxItem()])),
    );
    expect(listed.data[0]?.thread.last_activity).toEqual(inboxItem().thread.last_activity);
    expect(listed.data[0]?.thread).not.toHaveProperty('followers');
    expect(listed.data[0]?.thread).not.toHaveProperty('next_message_recipients');
    expect(endpoints.listThreadMessages.response.parse(page([message()])).data).toHaveLength(1);
  });

  it('reject a wrong type', () => {
    expect(endpoints.getThread.response.safeParse({ ...thread(), is_starred: 'yes' }).success).toBe(false);
    expect(endpoints.getSelf.response.safeParse({ ...user(), id: 42 }).success).toBe(false);
  });

  it('reject a missing field', () => {
    const { last_activity: _dropped, ...incomplete } = thread();
    expect(endpoints.getThread.response.safeParse(incomplete).success).toBe(false);
    expect(endpoints.listInboxEvents.response.safeParse({ data: [], contacts: [] }).success).toBe(false);
  });

  it('reject an unknown enum value', () => {
    expect(endpoints.getThread.response.safeParse({ ...thread(), status: 'archived' }).success).toBe(false);
    expect(
      endpoints.listInboxEvents.response.safeParse(
        encodeListAnswer(endpoints.listInboxEvents.response, page([{ ...inboxItem(), type: 'liked' }])),
      ).success,
    ).toBe(false);
  });
});

describe('request schemas', () => {
  it('parse a list query from the query string: limit 1 to 30, page_token optional', () => {
    expect(ListQuerySchema.parse(parseQueryString('limit=25&page_token=abc'))).toEqual({
      limit: 25,
      page_token: 'abc',
    });
    expect(ListQuerySchema.parse({})).toEqual({});
    expect(ListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ limit: '31' }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });

  it('round-trip typed queries through the query string', () => {
    const query = { limit: 10, category: 'promotions' as const };
    expect(InboxEventsQuerySchema.parse(parseQueryString(serializeQuery(query)))).toEqual(query);
    expect(InboxEventsQuerySchema.safeParse({ category: 'newsletters' }).success).toBe(false);
    const filtered = { thread_ids: ['t1', 't2'], query: 'from:bob' };
    expect(FilteredThreadsQuerySchema.parse(parseQueryString(serializeQuery(filtered)))).toEqual(filtered);
  });

  it('validate a new thread body: recipients typed, defaults filled', () => {
    const body = CreateThreadBodySchema.parse({
      thread_id: 't_new',
      message_id: 'm_new',
      message_body: '<p>Hi</p>',
      thread_title: 'Hello',
      internal_recipients: [{ user_id: 'u_bob', type: 'to' }],
    });
    expect(body.external_recipients).toEqual([]);
    expect(
      CreateThreadBodySchema.safeParse({
        ...body,
        internal_recipients: [{ user_id: 'u_bob', type: 'reply_to' }],
      }).success,
    ).toBe(false);
    expect(CreateThreadBodySchema.safeParse({ ...body, message_id: undefined }).success).toBe(false);
  });

  it('validate bulk actions: thread_ids must name a thread', () => {
    expect(endpoints.starThreads.body.safeParse({ thread_ids: [] }).success).toBe(false);
    expect(endpoints.starThreads.body.safeParse({ thread_ids: ['t1'] }).success).toBe(true);
    expect(endpoints.updateThreadsChannels.body.safeParse({ thread_ids: ['t1'] }).success).toBe(false);
    expect(
      endpoints.moveThreadsToCategory.body.safeParse({
        threadPublicIds: ['t1'],
        fromCategory: 'primary',
        targetCategory: 'junk',
      }).success,
    ).toBe(false);
  });
});

describe('the error body', () => {
  it('carries one of the server error types and a display message', () => {
    expect(ErrorBodySchema.parse({ error: { type: 'not_found', message: 'Thread not found' } })).toEqual({
      error: { type: 'not_found', message: 'Thread not found' },
    });
    expect(ErrorBodySchema.safeParse({ error: { type: 'teapot', message: 'x' } }).success).toBe(false);
    expect(ErrorBodySchema.safeParse({ error: { type: 'conflict' } }).success).toBe(false);
  });
});
