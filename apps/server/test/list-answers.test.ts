import http from 'node:http';
import { endpoints } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * Lean list answers (issue 22): a page of rows leaves out the fields that hold their usual value, the
 * contract's parse gives whole rows back, and answers of 1 KB or more are compressed when the client
 * accepts it (smaller ones are not).
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.as(SEED_IDS.user('alice'))).token as string;
});
afterAll(async () => {
  await server?.close();
});

/** A GET as it crosses the wire: its bytes and content encoding (node's http does not decompress). */
function wire(path: string, gzip: boolean): Promise<{ bytes: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}/api${path}`,
      { headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('list answers', () => {
  it('an inbox page of 25 rows leaves out usual values; parsing gives whole rows', async () => {
    const plain = await wire('/self/inbox_events?limit=25', false);
    expect(plain.encoding).toBeUndefined();
    const raw = JSON.parse(plain.bytes.toString('utf8')) as { data: { thread: Record<string, unknown> }[] };
    expect(raw.data).toHaveLength(25);
    // Most seeded rows are not starred and not trashed: those keys are absent on the wire.
    expect(raw.data.some((item) => !('is_starred' in item.thread))).toBe(true);
    expect(raw.data.every((item) => !('trashed_date' in item.thread))).toBe(true);
    // The page was 35.0 KB of JSON with every field spelled out.
    expect(plain.bytes.byteLength).toBeLessThan(28 * 1024);

    const parsed = endpoints.listInboxEvents.response.parse(raw);
    for (const item of parsed.data) {
      expect(typeof item.thread.is_starred).toBe('boolean');
      expect(item.thread.trashed_date).toBeNull();
      expect(Array.isArray(item.thread.label_ids)).toBe(true);
      expect(Array.isArray(item.message_reactions)).toBe(true);
    }
    // The thread endpoint still answers the whole thread, defaults spelled out.
    const id = parsed.data[0]?.thread.id as string;
    const thread = JSON.parse((await wire(`/threads/${id}`, false)).bytes.toString('utf8'));
    expect(thread).toHaveProperty('is_starred');
    expect(thread).toHaveProperty('followers');
  });

  it('compresses answers of 1 KB or more when the client accepts gzip, not smaller ones', async () => {
    const page = await wire('/self/inbox_events?limit=25', true);
    expect(page.encoding).toBe('gzip');
    const plain = await wire('/self/inbox_events?limit=25', false);
    expect(page.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    const small = await wire('/self/labels', true);
    const smallPlain = await wire('/self/labels', false);
    expect(smallPlain.bytes.byteLength).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
  });
});
