import { type AnyEndpoint, type EndpointName, endpoints, INPUT_LIMITS } from '@switchboard/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SEED_IDS } from '../src/seed/seed.js';
import { databaseDigest, findTargets, type Request, requestsFor } from './helpers/fixtures.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

/**
 * The hostile classes a held-out probe found 500s with, generated from the contract for EVERY endpoint and
 * every part of a request (path params, query, body): NUL bytes, overlong strings, oversized lists, forged
 * page tokens, overlong search words. Each must answer a 4xx naming the field, never a 5xx, and change
 * nothing.
 */
let server: TestServer;
let table: Record<EndpointName, Request>;
let alice: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  table = requestsFor(await findTargets(server.db));
  alice = await server.as(SEED_IDS.user('alice'));
});
afterAll(async () => {
  await server?.close();
});

const names = Object.keys(endpoints) as EndpointName[];

interface Hostile {
  name: EndpointName;
  what: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Every string in a JSON value replaced by `f(string)` (object keys kept). */
function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)]));
  return value;
}

/** Every list in a JSON value made one longer than the limit (copies of its first item, or `x`). */
function growLists(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from({ length: INPUT_LIMITS.listItems + 1 }, () => value[0] ?? 'x');
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, growLists(v)]));
  return value;
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(hasString);
  if (value && typeof value === 'object') return Object.values(value).some(hasString);
  return false;
}

function hasList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  if (value && typeof value === 'object') return Object.values(value).some(hasList);
  return false;
}

function queryKeys(endpoint: AnyEndpoint): string[] {
  const shape = (endpoint.query as z.ZodObject | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const forgedTokens = [
  Buffer.from(JSON.stringify({ o: 1e300 })).toString('base64url'),
  Buffer.from(JSON.stringify({ o: -1 })).toString('base64url'),
  Buffer.from(JSON.stringify({ o: 2 ** 62 })).toString('base64url'),
  'not a token',
];

/** The hostile requests of one endpoint, each with the valid rest of the request. */
function hostileRequests(name: EndpointName, nul: string, long: string): Hostile[] {
  const endpoint = endpoints[name] as AnyEndpoint;
  const request = table[name];
  const params = Object.fromEntries(
    Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;
  const base = { name, params, query, body: request.body };
  const out: Hostile[] = [];
  for (const key of endpoint.paramNames) {
    out.push({ ...base, what: `NUL in path ${key}`, params: { ...params, [key]: nul } });
    out.push({ ...base, what: `long path ${key}`, params: { ...params, [key]: long } });
  }
  for (const key of queryKeys(endpoint)) {
    out.push({ ...base, what: `NUL in query ${key}`, query: { ...query, [key]: nul } });
    out.push({ ...base, what: `long query ${key}`, query: { ...query, [key]: long } });
  }
  if (queryKeys(endpoint).includes('page_token'))
    for (const token of forgedTokens)
      out.push({ ...base, what: `forged page_token ${token}`, query: { ...query, page_token: token } });
  if (endpoint.body && hasString(request.body)) {
    out.push({ ...base, what: 'NUL in every body string', body: mapStrings(request.body, () => nul) });
    out.push({ ...base, what: 'long body strings', body: mapStrings(request.body, () => long) });
  }
  if (endpoint.body && hasList(request.body))
    out.push({ ...base, what: 'oversized body lists', body: growLists(request.body) });
  return out;
}

function pathOf(endpoint: AnyEndpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(params[p] ?? 'x'));
}

describe('hostile input, generated from the contract for every endpoint (fast-check)', () => {
  it('answers every NUL byte, overlong string, oversized list and forged page token with a 4xx, never a 5xx, and changes nothing', async () => {
    const before = await databaseDigest(server.db);
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 0, maxLength: 6 }),
        fc.integer({ min: 200, max: 3_000 }),
        async (around, extra) => {
          const nul = `${around}\u0000${around}`;
          const long = 'w'.repeat(INPUT_LIMITS.text + extra);
          const check = async (hostile: Hostile): Promise<void> => {
            const endpoint = endpoints[hostile.name] as AnyEndpoint;
            const search = new URLSearchParams(hostile.query).toString();
            const response = await alice.raw(
              endpoint.method,
              `${pathOf(endpoint, hostile.params)}${search ? `?${search}` : ''}`,
              hostile.body === undefined
                ? undefined
                : { body: JSON.stringify(hostile.body), headers: { 'content-type': 'application/json' } },
            );
            sent++;
            const text = await response.text();
            const label = `${hostile.name} (${hostile.what}): ${response.status} ${text.slice(0, 160)}`;
            expect(response.status, label).toBeGreaterThanOrEqual(400);
            expect(response.status, label).toBeLessThan(500);
            if (response.status === 400)
              expect(JSON.parse(text).error.message, label).toMatch(/^[\w.{}[\]-]+:/);
          };
          const all = names.flatMap((name) => hostileRequests(name, nul, long));
          // Four at a time: the server still answers them in turn, the client just waits less.
          for (let i = 0; i < all.length; i += 4) await Promise.all(all.slice(i, i + 4).map(check));
        },
      ),
      { numRuns: 2, seed: 20261124 },
    );
    expect(sent).toBeGreaterThan(400);
    expect(await databaseDigest(server.db)).toBe(before);
  }, 60_000);

  it('bounds the work of one request: 25,000 copies of one id (as many as the 1 MB body holds) answer at once, duplicates are merged', async () => {
    const inbox = await alice.call('listInboxEvents', { query: { limit: 1 } });
    const id = inbox.body.data[0]?.thread.id as string;
    const started = Date.now();
    const flood = await alice.raw(endpoints.starThreads.method, endpoints.starThreads.path, {
      body: JSON.stringify({ thread_ids: Array.from({ length: 25_000 }, () => id) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(flood.status).toBe(400);
    expect(((await flood.json()) as { error: { message: string } }).error.message).toMatch(/^thread_ids:/);
    expect(Date.now() - started).toBeLessThan(2_000);
    const twice = await alice.call('starThreads', { body: { thread_ids: [id, id] } });
    expect(twice.status).toBe(204);
  });

  it('runs every stored search query safely: a split whose word is over the index size keeps /self/account answering', async () => {
    const word = '漢'.repeat(900); // 2,700 bytes: over the text index's 2,047-byte words
    const split = await alice.call('createInboxSplit', { body: { name: 'Long word', query: word } });
    expect(split.status).toBe(201);
    expect((await alice.call('getAccount')).status).toBe(200);
    const listed = await alice.call('listFilteredThreads', { query: { query: word } });
    expect(listed.status).toBe(200);
  });

  it('answers bad_request for snooze dates past year 9999 and changes nothing for an empty rule patch', async () => {
    const inbox = await alice.call('listInboxEvents', { query: { limit: 1 } });
    const id = inbox.body.data[0]?.thread.id as string;
    const late = await alice.call('snoozeThread', {
      params: { thread_id: id },
      body: { snooze_end_date: 1e15 },
    });
    expect(late.status).toBe(400);
    expect(late.body.error?.message).toMatch(/^snooze_end_date:/);
    const rules = await alice.call('listSelfRules');
    const rule = rules.body.data[0];
    if (!rule) throw new Error('alice has no rule');
    const patched = await alice.call('updateRule', { params: { rule_id: rule.id }, body: {} });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(rule);
  });
});
