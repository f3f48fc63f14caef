import { messages } from '@switchboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  errorMessage,
  isUnavailable,
  parseRetryAfter,
  UNAVAILABLE_ATTEMPTS,
} from '../src/index.js';
import { page } from './fixtures.js';
import { type Handler, sendJson, startServer } from './http-server.js';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler) {
  server = await startServer(handler);
  return createApiClient({
    baseUrl: `${server.url}/api`,
    getAccessToken: () => 'token-1',
    retryDelayMs: 0,
    random: () => 0,
  });
}

const busy = { error: { type: 'unavailable', message: 'The server is busy, try again shortly' } };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('a server that refuses under load (503 + Retry-After)', () => {
  it('sends a refused query again after the Retry-After and answers its data', async () => {
    let calls = 0;
    const api = await clientFor((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, busy, { 'retry-after': '0' });
      else sendJson(response, 200, page([]));
    });
    await expect(api.listStarredThreads()).resolves.toMatchObject({ data: [] });
    expect(server?.requests).toHaveLength(2);
  });

  it(`gives up on a query after ${UNAVAILABLE_ATTEMPTS} refusals with a typed unavailable error`, async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 503, busy, { 'retry-after': '0' }),
    );
    const error = await rejection(api.listStarredThreads());
    expect(server?.requests).toHaveLength(UNAVAILABLE_ATTEMPTS);
    expect(error).toMatchObject({ type: 'unavailable', status: 503, retryAfterMs: 0 });
    expect(isUnavailable(error)).toBe(true);
    expect(errorMessage(error)).toBe(messages.errors.generic);
  });

  it('never sends a refused action again: the caller gets the error and the wait', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 503, busy, { 'retry-after': '2' }),
    );
    const error = await rejection(api.trashThread({ params: { thread_id: 't_1' } }));
    expect(server?.requests).toHaveLength(1);
    expect(error).toMatchObject({ type: 'unavailable', status: 503, retryAfterMs: 2000 });
  });

  it('maps a bare 503 (a proxy page, no error body) to unavailable too', async () => {
    const api = await clientFor((_request, response) => {
      response.writeHead(503, { 'content-type': 'text/html', 'retry-after': '3' });
      response.end('<h1>Busy</h1>');
    });
    const error = await rejection(
      api.updateThread({ params: { thread_id: 't_1' }, body: { status: 'review' } }),
    );
    expect(error).toMatchObject({ type: 'unavailable', status: 503, retryAfterMs: 3000 });
  });

  it('does not wait for a Retry-After longer than it honours: the query fails at once', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 503, busy, { 'retry-after': '120' }),
    );
    const error = await rejection(api.getThread({ params: { thread_id: 't_1' } }));
    expect(server?.requests).toHaveLength(1);
    expect(error.retryAfterMs).toBe(120_000);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-06-15T12:00:00Z');
  it('reads delay-seconds and HTTP dates; anything else is null', () => {
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 15 Jun 2026 12:00:07 GMT', now)).toBe(7000);
    expect(parseRetryAfter('Mon, 15 Jun 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
