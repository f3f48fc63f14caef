import {
  type AnyEndpoint,
  dateInputs,
  type EndpointName,
  endpoints,
  INPUT_LIMITS,
  type NumericInput,
  numericInputs,
} from '@switchboard/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SEED_IDS } from '../src/seed/seed.js';
import { databaseDigest, findTargets, type Request, requestsFor } from './helpers/fixtures.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

/**
 * The hostile classes a held-out probe found 500s with, generated from the contract for EVERY endpoint and
 * every part of a request (path params, query, body): NUL bytes, overlong strings, oversized lists, forged
 * page tokens, numbers past each numeric field's limits, dates past year 9999, duplicate list items.
 * fast-check picks the endpoint, the class and its values. What the edge validation refuses answers 400
 * bad_request naming the field, never a 5xx, and changes nothing; what it accepts (duplicates, values at
 * the limits) never answers a 5xx either.
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

/** A class of hostile input for one endpoint: its name and how fast-check makes one. */
interface HostileClass {
  kind: string;
  make: fc.Arbitrary<Hostile>;
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

/** Every non-empty list in a JSON value with each item repeated `times` times. */
function repeatItems(value: unknown, times: number): unknown {
  if (Array.isArray(value)) return value.flatMap((item) => Array.from({ length: times }, () => item));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, repeatItems(v, times)]));
  return value;
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(hasString);
  if (value && typeof value === 'object') return Object.values(value).some(hasString);
  return false;
}

function hasList(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(hasList);
  return false;
}

/**
 * A copy of `value` with `value` set at the contract path (`a.b`, `list[]` = its first item, `map{}` = a
 * key `k`), making the objects and lists on the way; also answers the field as the server names it.
 */
function setAt(root: unknown, path: string, value: unknown): { body: unknown; field: string } {
  const steps = path.split('.').flatMap((step) => {
    const match = /^(\w+)(\[\]|\{\})?$/.exec(step);
    if (!match) throw new Error(`cannot follow ${path}`);
    return match[2] === '[]' ? [match[1], 0] : match[2] === '{}' ? [match[1], 'k'] : [match[1]];
  }) as (string | number)[];
  const copy = structuredClone(root ?? {}) as Record<string | number, unknown>;
  let at = copy;
  for (const [i, step] of steps.entries()) {
    if (i === steps.length - 1) {
      at[step] = value;
      break;
    }
    const next = at[step];
    at[step] = next && typeof next === 'object' ? next : typeof steps[i + 1] === 'number' ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  }
  return { body: copy, field: steps.join('.') };
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

/** Text with a NUL byte somewhere. */
const nulText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([before, after]) => `${before}\u0000${after}`);
/** Text over every string limit but the message body's. */
const longText = fc.integer({ min: 200, max: 3_000 }).map((extra) => 'w'.repeat(INPUT_LIMITS.text + extra));

/** Numbers the contract refuses for a field: below its minimum, above its maximum, not whole where it must be. */
function pastLimits(field: NumericInput): fc.Arbitrary<number | string> {
  const above = [
    fc.integer({ min: 1, max: 1_000_000 }).map((d) => field.max + d),
    fc.constantFrom(field.max * 1000, 1e13, 1e15, 1e300),
  ];
  const below = [fc.integer({ min: 1, max: 1_000_000 }).map((d) => field.min - d), fc.constant(-1e300)];
  const fractional = field.int ? [fc.constant(Math.max(field.min, 0) + 0.5)] : [];
  const number = fc
    .oneof(...above, ...below, ...fractional)
    .filter((n) => n > field.max || n < field.min || (field.int && !Number.isInteger(n)));
  // A query-string number arrives as text: also the texts no number reads as.
  return field.coerced
    ? fc.oneof(number.map(String), fc.constantFrom('1e400', 'NaN', '-Infinity', '0x1F'))
    : number;
}

/** ISO texts the contract refuses because they name a date past year 9999 (or not a date). */
function datesPast9999(format: 'date' | 'datetime'): fc.Arbitrary<string> {
  if (format === 'date') return fc.constantFrom('10000-01-01', '+010000-01-01', '9999-12-32', '99999-01-01');
  return fc.oneof(
    // An offset west of UTC carries the last minutes of 9999 into year 10000.
    fc
      .tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: 59 }))
      .map(
        ([hours, minutes]) =>
          `9999-12-31T23:${String(minutes).padStart(2, '0')}:59-${String(hours).padStart(2, '0')}:00`,
      ),
    fc.constantFrom('10000-01-01T00:00:00Z', '+010000-01-01T00:00:00Z', '275760-09-13T00:00:00Z'),
  );
}

/** The endpoint's valid request (the targets'), as strings where the URL carries it. */
function baseOf(name: EndpointName): Hostile {
  const request = table[name];
  const params = Object.fromEntries(
    Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)]),
  ) as Record<string, string>;
  return { name, what: 'valid', params, query, body: request.body };
}

/** The classes the edge validation refuses that apply to one endpoint. */
function refusedClasses(name: EndpointName): HostileClass[] {
  const endpoint = endpoints[name] as AnyEndpoint;
  const base = baseOf(name);
  const out: HostileClass[] = [];
  const keys = queryKeys(endpoint);
  for (const key of endpoint.paramNames) {
    out.push({
      kind: 'NUL in a path param',
      make: nulText.map((t) => ({
        ...base,
        what: `NUL in path ${key}`,
        params: { ...base.params, [key]: t },
      })),
    });
    out.push({
      kind: 'long path param',
      make: longText.map((t) => ({
        ...base,
        what: `long path ${key}`,
        params: { ...base.params, [key]: t },
      })),
    });
  }
  for (const key of keys) {
    out.push({
      kind: 'NUL in a query value',
      make: nulText.map((t) => ({
        ...base,
        what: `NUL in query ${key}`,
        query: { ...base.query, [key]: t },
      })),
    });
    out.push({
      kind: 'long query value',
      make: longText.map((t) => ({ ...base, what: `long query ${key}`, query: { ...base.query, [key]: t } })),
    });
  }
  if (keys.includes('page_token'))
    out.push({
      kind: 'forged page token',
      make: fc.constantFrom(...forgedTokens).map((token) => ({
        ...base,
        what: `forged page_token ${token}`,
        query: { ...base.query, page_token: token },
      })),
    });
  if (endpoint.body && hasString(base.body)) {
    out.push({
      kind: 'NUL in the body',
      make: nulText.map((t) => ({
        ...base,
        what: 'NUL in every body string',
        body: mapStrings(base.body, () => t),
      })),
    });
    out.push({
      kind: 'long body strings',
      make: longText.map((t) => ({
        ...base,
        what: 'long body strings',
        body: mapStrings(base.body, () => t),
      })),
    });
  }
  if (endpoint.body && hasList(base.body))
    out.push({
      kind: 'oversized list',
      make: fc.constant({ ...base, what: 'oversized body lists', body: growLists(base.body) }),
    });
  for (const field of numericInputs(endpoint.query))
    out.push({
      kind: 'number past its limit',
      make: pastLimits(field).map((n) => ({
        ...base,
        what: `query ${field.path}=${n}`,
        query: { ...base.query, [field.path]: String(n) },
      })),
    });
  for (const field of numericInputs(endpoint.body))
    out.push({
      kind: 'number past its limit',
      make: pastLimits(field).map((n) => ({
        ...base,
        what: `body ${field.path}=${n}`,
        body: setAt(base.body, field.path, n).body,
      })),
    });
  for (const field of dateInputs(endpoint.body))
    out.push({
      kind: 'date past 9999',
      make: datesPast9999(field.format).map((d) => ({
        ...base,
        what: `body ${field.path}=${d}`,
        body: setAt(base.body, field.path, d).body,
      })),
    });
  return out;
}

/** The shapes the edge accepts at its limits: duplicate list items, numbers at their bounds, the last date. */
function acceptedClasses(name: EndpointName): HostileClass[] {
  const endpoint = endpoints[name] as AnyEndpoint;
  const base = baseOf(name);
  const out: HostileClass[] = [];
  if (endpoint.body && hasList(base.body))
    out.push({
      kind: 'duplicate list items',
      make: fc.integer({ min: 2, max: 5 }).map((times) => ({
        ...base,
        what: `each list item ${times} times`,
        body: repeatItems(base.body, times),
      })),
    });
  for (const [key, value] of Object.entries(table[name].query ?? {}))
    if (Array.isArray(value) && value.length > 0)
      out.push({
        kind: 'duplicate list items',
        make: fc.integer({ min: 2, max: 5 }).map((times) => ({
          ...base,
          what: `query ${key} items ${times} times`,
          query: { ...base.query, [key]: (repeatItems(value, times) as unknown[]).join(',') },
        })),
      });
  const atLimits = (field: NumericInput) =>
    fc
      .constantFrom(...[field.min, field.max].filter(Number.isFinite))
      .filter((n) => n > 0 || field.min < 0 || n === 0);
  for (const field of numericInputs(endpoint.query))
    out.push({
      kind: 'number at its limit',
      make: atLimits(field).map((n) => ({
        ...base,
        what: `query ${field.path}=${n}`,
        query: { ...base.query, [field.path]: String(n) },
      })),
    });
  for (const field of numericInputs(endpoint.body))
    out.push({
      kind: 'number at its limit',
      make: atLimits(field).map((n) => ({
        ...base,
        what: `body ${field.path}=${n}`,
        body: setAt(base.body, field.path, n).body,
      })),
    });
  for (const field of dateInputs(endpoint.body))
    out.push({
      kind: 'last date of 9999',
      make: fc.constant(field.format === 'date' ? '9999-12-31' : '9999-12-31T23:59:59.999Z').map((d) => ({
        ...base,
        what: `body ${field.path}=${d}`,
        body: setAt(base.body, field.path, d).body,
      })),
    });
  return out;
}

function pathOf(endpoint: AnyEndpoint, params: Record<string, string>): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_m, p: string) => encodeURIComponent(params[p] ?? 'x'));
}

async function send(hostile: Hostile): Promise<{ status: number; text: string; label: string }> {
  const endpoint = endpoints[hostile.name] as AnyEndpoint;
  const search = new URLSearchParams(hostile.query).toString();
  const response = await alice.raw(
    endpoint.method,
    `${pathOf(endpoint, hostile.params)}${search ? `?${search}` : ''}`,
    hostile.body === undefined
      ? undefined
      : { body: JSON.stringify(hostile.body), headers: { 'content-type': 'application/json' } },
  );
  const text = await response.text();
  return {
    status: response.status,
    text,
    label: `${hostile.name} (${hostile.what}): ${response.status} ${text.slice(0, 160)}`,
  };
}

/**
 * Runs `property` on requests to every endpoint that has a class of `classesOf`: fast-check picks one of
 * the endpoint's classes and the class's values, `runs` times per endpoint (so no endpoint is left out).
 * Answers the classes it generated.
 */
async function forEveryEndpoint(
  classesOf: (name: EndpointName) => HostileClass[],
  runs: number,
  property: (hostile: Hostile) => Promise<void>,
): Promise<{ kinds: Set<string>; endpoints: number }> {
  const kinds = new Set<string>();
  let covered = 0;
  for (const [index, name] of names.entries()) {
    const classes = classesOf(name);
    if (classes.length === 0) continue;
    covered++;
    const pick = fc.oneof(
      ...classes.map((c) =>
        c.make.map((hostile) => {
          kinds.add(c.kind);
          return hostile;
        }),
      ),
    );
    await fc.assert(fc.asyncProperty(pick, property), { numRuns: runs, seed: 20261126 + index });
  }
  return { kinds, endpoints: covered };
}

describe('hostile input, generated from the contract for every endpoint (fast-check)', () => {
  it('answers every NUL byte, overlong string, oversized list, forged page token, number past its limit and date past 9999 with 400 naming the field, never a 5xx, and changes nothing', async () => {
    const before = await databaseDigest(server.db);
    const { kinds, endpoints: covered } = await forEveryEndpoint(refusedClasses, 6, async (hostile) => {
      const { status, text, label } = await send(hostile);
      expect(status, label).toBe(400);
      const error = (JSON.parse(text) as { error: { type: string; message: string } }).error;
      expect(error.type, label).toBe('bad_request');
      expect(error.message, label).toMatch(/^[\w.{}[\]-]+:/);
    });
    expect([...kinds].sort()).toEqual([
      'NUL in a path param',
      'NUL in a query value',
      'NUL in the body',
      'date past 9999',
      'forged page token',
      'long body strings',
      'long path param',
      'long query value',
      'number past its limit',
      'oversized list',
    ]);
    // Only calls with nothing to send (no path param, query or body) have no hostile class.
    expect(covered).toBeGreaterThan(100);
    expect(await databaseDigest(server.db)).toBe(before);
  }, 120_000);

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

  it('answers bad_request for snooze dates past year 9999 in seconds (the unit the app sends) and snoozes until its last second', async () => {
    const inbox = await alice.call('listInboxEvents', { query: { limit: 1 } });
    const id = inbox.body.data[0]?.thread.id as string;
    const before = await databaseDigest(server.db);
    // 253,402,300,800 s is 10000-01-01T00:00:00Z; 1e13 s passed the old millisecond cap.
    for (const late of [253_402_300_800, 1e13, 1e15]) {
      const answer = await alice.call('snoozeThread', {
        params: { thread_id: id },
        body: { snooze_end_date: late },
      });
      expect(answer.status, String(late)).toBe(400);
      expect(answer.body.error?.type).toBe('bad_request');
      expect(answer.body.error?.message).toMatch(/^snooze_end_date:/);
    }
    expect(await databaseDigest(server.db)).toBe(before);
    const last = await alice.call('snoozeThread', {
      params: { thread_id: id },
      body: { snooze_end_date: 253_402_300_799 },
    });
    expect(last.status).toBe(200);
    expect(last.body.snooze_end_date).toBe('9999-12-31T23:59:59.000Z');
    expect((await alice.call('getThread', { params: { thread_id: id } })).status).toBe(200);
    const back = await alice.call('snoozeThread', {
      params: { thread_id: id },
      body: { snooze_end_date: null },
    });
    expect(back.status).toBe(200);
  });

  it('refuses a Gmail grant expiry past year 9999 at the edge, and writes no connection for a refused grant', async () => {
    const aliceId = SEED_IDS.user('alice');
    const connections = () =>
      server.db.selectFrom('provider_connections').selectAll().where('user_id', '=', aliceId).execute();
    const before = await connections();
    for (const expiry of [INPUT_LIMITS.lastDateMs + 1, 1e16, 1e300]) {
      const answer = await alice.call('createProviderConnection', {
        params: { user_id: aliceId },
        body: { provider: 'google', oauth_grant: { refresh_token: '1//r', expiry_date: expiry } },
      });
      expect(answer.status, String(expiry)).toBe(400);
      expect(answer.body.error?.message).toMatch(/^oauth_grant\.expiry_date:/);
    }
    // A valid grant this server cannot keep (no Gmail here) is refused before the connection is stored.
    const unconfigured = await alice.call('createProviderConnection', {
      params: { user_id: aliceId },
      body: { provider: 'google', oauth_grant: { refresh_token: '1//r', expiry_date: 1e13 } },
    });
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.error?.message).toMatch(/^oauth_grant:/);
    expect(await connections()).toEqual(before);
  });

  it('changes nothing for an empty rule patch', async () => {
    const rules = await alice.call('listSelfRules');
    const rule = rules.body.data[0];
    if (!rule) throw new Error('alice has no rule');
    const patched = await alice.call('updateRule', { params: { rule_id: rule.id }, body: {} });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(rule);
  });

  // Last: these requests are valid, so they may change the data the tests above rely on.
  it('answers duplicate list items, numbers at their limits and the last date of 9999 without a 5xx (fast-check)', async () => {
    const { kinds } = await forEveryEndpoint(acceptedClasses, 3, async (hostile) => {
      const { status, text, label } = await send(hostile);
      expect(status, label).toBeLessThan(500);
      if (status === 400)
        expect((JSON.parse(text) as { error: { message: string } }).error.message, label).toMatch(
          /^[\w.{}[\]-]+:/,
        );
    });
    expect(kinds).toEqual(new Set(['duplicate list items', 'number at its limit', 'last date of 9999']));
  }, 60_000);
});
