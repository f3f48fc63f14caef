import http from 'node:http';
import { type EndpointName, endpoints } from '@switchboard/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MAX_BODY_BYTES } from '../src/app.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { databaseDigest, findTargets, type Request, requestsFor } from './helpers/fixtures.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

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

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.array(fc.oneof(fc.integer(), fc.constant(null))),
  fc.dictionary(fc.string(), fc.integer()),
);

/** Bodies that break the endpoint's schema: random JSON, or the valid body with one field made wrong. */
function badBodies(valid: unknown, schema: z.ZodType) {
  const fields = valid && typeof valid === 'object' ? Object.keys(valid) : [];
  const mutated =
    fields.length > 0
      ? fc
          .record({ key: fc.constantFrom(...fields), value: wrongValue })
          .map(({ key, value }) => ({ ...(valid as Record<string, unknown>), [key]: value }))
      : wrongValue;
  return fc.oneof(mutated, fc.jsonValue()).filter((body) => !schema.safeParse(body).success);
}

const writeEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].body !== undefined,
);

describe("addresses and lengths follow the domain's rules", () => {
  it('refuses invites to addresses RFC 5321/5322 refuse, naming the field', async () => {
    const request = table.createInvites;
    for (const email of ['test@-iana.org', '.test@iana.org', 'test@iana/icann.org', '"q"@iana.org']) {
      const result = await alice.call('createInvites', {
        params: request.params ?? {},
        query: request.query,
        body: { ...(request.body as object), emails: [email] },
      });
      expect(result.status, email).toBe(400);
      expect(result.body.error?.message).toBe('emails.0: Please enter a valid email address');
    }
  });

  it('counts a channel name in characters as a person sees them: 100 emoji fit, 101 do not', async () => {
    const request = table.createOrganizationChannel;
    const create = (name: string) =>
      alice.call('createOrganizationChannel', {
        params: request.params ?? {},
        query: request.query,
        body: { ...(request.body as object), name },
      });
    const tooLong = await create('😀'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toBe('name: Channel name must be 100 characters or less');
    const fits = await create('😀'.repeat(100));
    expect(fits.status).toBeLessThan(300);
  });
});

describe('bad input, generated from the schemas (fast-check)', () => {
  it('covers every write endpoint that takes a body', () => {
    expect(writeEndpoints.length).toBeGreaterThan(40);
  });

  for (const name of writeEndpoints) {
    it(`${name}: wrong bodies answer bad_request naming the field, never a server error, and change nothing`, async () => {
      const endpoint = endpoints[name];
      const request = table[name];
      const before = await databaseDigest(server.db);
      await fc.assert(
        fc.asyncProperty(badBodies(request.body, endpoint.body as z.ZodType), async (body) => {
          const result = await alice.call(name, { params: request.params ?? {}, query: request.query, body });
          // Public webhooks check their signature before anything else.
          const expected = request.scope === 'public' ? [400, 401] : [400];
          expect(expected, `${name} with ${JSON.stringify(body)}: ${JSON.stringify(result.body)}`).toContain(
            result.status,
          );
          if (result.status === 400) expect(result.body.error?.message).toMatch(/^[\w.-]+:|^body:/);
        }),
        { numRuns: 8, seed: 20261122 },
      );
      const raw = await alice.raw(
        endpoint.method,
        endpoint.path.replace(/\{(\w+)\}/g, (_m, p: string) => request.params?.[p] ?? 'x'),
        {
          body: '{"not json',
          headers: { 'content-type': 'application/json' },
        },
      );
      expect(request.scope === 'public' ? [400, 401] : [400]).toContain(raw.status);
      expect(await databaseDigest(server.db)).toBe(before);
    });
  }

  it('answers bad_request for wrong list queries and an oversized body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 31 }), fc.integer({ max: 0 }), fc.constantFrom('abc', '1.5', '')),
        async (limit) => {
          const result = await alice.raw(
            'GET',
            `/self/inbox_events?limit=${encodeURIComponent(String(limit))}`,
          );
          expect(result.status).toBe(400);
        },
      ),
      { numRuns: 10, seed: 20261122 },
    );
    const big = await alice.raw('POST', '/self/labels', {
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), color: '#000000' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.status).toBe(400);
    expect((await big.json()).error.message).toBe(
      `body: Request body is larger than ${MAX_BODY_BYTES} bytes`,
    );
  });

  it('refuses a body that grows past the limit while it streams (no Content-Length), and stores nothing', async () => {
    const name = `Streamed ${Date.now()}`;
    const json = JSON.stringify({ name, color: '#000000', pad: 'x'.repeat(MAX_BODY_BYTES) });
    const send = (body: string) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          `${server.url}/api/self/labels`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        // Written in pieces without a length: sent chunked.
        for (let at = 0; at < body.length; at += 64 * 1024) request.write(body.slice(at, at + 64 * 1024));
        request.end();
      });
    const refused = await send(json);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text).error.message).toBe(
      `body: Request body is larger than ${MAX_BODY_BYTES} bytes`,
    );
    const labels = await alice.call('listLabels', { query: {} });
    expect(labels.body.data.map((l: { name: string }) => l.name)).not.toContain(name);
    // Under the limit, the same streamed request is read whole.
    const accepted = await send(JSON.stringify({ name, color: '#000000' }));
    expect(accepted.status).toBe(201);
  });
});
