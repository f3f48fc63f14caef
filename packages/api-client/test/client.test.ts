import { messages } from '@switchboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  CANCEL_TOKEN_HEADER,
  createApiClient,
  encodeListAnswer,
  endpoints,
  errorMessage,
  serverMessage,
} from '../src/index.js';
import { channel, inboxItem, page, thread, user } from './fixtures.js';
import { type Handler, sendJson, startServer } from './http-server.js';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(handler: Handler, token: string | null = 'token-1', timeoutMs?: number) {
  server = await startServer(handler);
  return createApiClient({
    baseUrl: `${server.url}/api/`,
    getAccessToken: () => token,
    timeoutMs,
    retryDelayMs: 0,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('sends the bearer token, builds the path and query, and parses the answer', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 200, encodeListAnswer(endpoints.listInboxEvents.response, page([inboxItem()]))),
    );
    const result = await api.listInboxEvents({ query: { limit: 25, category: 'primary' } });
    expect(result.data[0]?.thread.id).toBe('t_1');
    // The row's people come back whole from the answer's contacts.
    expect(result.data[0]?.thread.senders).toEqual(inboxItem().thread.senders);
    const request = server?.requests[0];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/self/inbox_events?limit=25&category=primary');
    expect(request?.headers.authorization).toBe('Bearer token-1');
  });

  it('sends no Authorization header when the token getter gives null', async () => {
    const api = await clientFor((_request, response) => sendJson(response, 200, user()), null);
    await expect(api.getSelf()).resolves.toEqual(user());
    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body and reads the cancel token of a cancellable mutation', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 200, thread('t 1'), { [CANCEL_TOKEN_HEADER]: 'cancel-123' }),
    );
    const result = await api.trashThread({ params: { thread_id: 't 1' } });
    expect(result).toEqual({ data: thread('t 1'), cancelToken: 'cancel-123' });
    expect(server?.requests[0]?.url).toBe('/api/threads/t%201/trash');
    expect(server?.requests[0]?.method).toBe('PATCH');
  });

  it('posts the body as JSON and accepts 204 No Content', async () => {
    const api = await clientFor((_request, response) => {
      response.writeHead(204, { [CANCEL_TOKEN_HEADER]: 'c1' });
      response.end();
    });
    await expect(api.starThreads({ body: { thread_ids: ['t1', 't2'] } })).resolves.toEqual({
      data: undefined,
      cancelToken: 'c1',
    });
    const request = server?.requests[0];
    expect(request?.url).toBe('/api/threads:star');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ thread_ids: ['t1', 't2'] });
  });

  it('sends {} for a body whose fields are all optional when none is given', async () => {
    const api = await clientFor((_request, response) => sendJson(response, 200, channel('c1')));
    await api.joinChannel({ params: { channel_id: 'c1' } });
    expect(server?.requests[0]?.body).toBe('{}');
    expect(server?.requests[0]?.url).toBe('/api/channels/c1/join');
  });

  it.each([
    [400, 'bad_request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [500, 'internal'],
  ] as const)('maps a %i error body to type %s with the server message', async (status, type) => {
    const api = await clientFor((_request, response) =>
      sendJson(response, status, { error: { type, message: `Server says ${type}` } }),
    );
    const error = await rejection(api.getThread({ params: { thread_id: 't1' } }));
    expect(error).toMatchObject({ type, status, message: `Server says ${type}`, endpoint: 'getThread' });
    expect(errorMessage(error)).toBe(messages.errors.generic);
  });

  it('maps an error status without an error body by its status', async () => {
    const api = await clientFor((_request, response) => {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not found</h1>');
    });
    const error = await rejection(api.deleteLabel({ params: { label_id: 'l1' } }));
    expect(error).toMatchObject({ type: 'not_found', status: 404, endpoint: 'deleteLabel' });
  });

  it('maps a refused connection to network, shown as the offline text', async () => {
    const api = await clientFor((_request, response) => sendJson(response, 200, user()));
    await server?.close();
    server = undefined;
    const error = await rejection(api.getSelf());
    expect(error.type).toBe('network');
    expect(error.status).toBeNull();
    expect(errorMessage(error)).toBe(messages.errors.offline);
  });

  it('times out a silent server as a network error', async () => {
    const api = await clientFor(() => undefined, 'token', 50);
    const error = await rejection(api.createLabel({ body: { name: 'x', color: '#ffffff' } }));
    expect(error).toMatchObject({ type: 'network', endpoint: 'createLabel' });
    expect(error.message).toContain('timed out after 50 ms');
    expect(server?.requests).toHaveLength(1);
  });

  it('maps an abort by the caller to aborted', async () => {
    const api = await clientFor(() => undefined);
    const controller = new AbortController();
    const call = api.getSelf(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(call);
    expect(error.type).toBe('aborted');
    expect(errorMessage(error)).toBe(messages.errors.generic);
  });

  it('retries a query once after a server failure', async () => {
    let calls = 0;
    const api = await clientFor((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 503, { error: { type: 'internal', message: 'busy' } });
      else sendJson(response, 200, user());
    });
    await expect(api.getSelf()).resolves.toEqual(user());
    expect(server?.requests).toHaveLength(2);
  });

  it('retries a query only once', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 500, { error: { type: 'internal', message: 'down' } }),
    );
    const error = await rejection(api.getSelf());
    expect(error).toMatchObject({ type: 'internal', message: 'down' });
    expect(server?.requests).toHaveLength(2);
  });

  it('does not retry a query answered with a client error', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 404, { error: { type: 'not_found', message: 'Thread not found' } }),
    );
    const error = await rejection(api.getThread({ params: { thread_id: 't1' } }));
    expect(serverMessage(error)).toBe('Thread not found');
    expect(server?.requests).toHaveLength(1);
  });

  it('never retries a mutation', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 500, { error: { type: 'internal', message: 'down' } }),
    );
    await rejection(api.createLabel({ body: { name: 'Invoices', color: '#112233' } }));
    expect(server?.requests).toHaveLength(1);
  });

  it('reports an answer that breaks the contract with the endpoint and the field', async () => {
    const api = await clientFor((_request, response) =>
      sendJson(response, 200, {
        ...thread(),
        last_activity: { ...thread().last_activity, date: 'yesterday' },
      }),
    );
    const error = await rejection(api.getThread({ params: { thread_id: 't1' } }));
    expect(error.type).toBe('internal');
    expect(error.isContractViolation).toBe(true);
    expect(error.endpoint).toBe('getThread');
    expect(error.issues.map((issue) => issue.path)).toEqual(['last_activity.date']);
    expect(error.message).toContain('getThread (GET /threads/{thread_id})');
    expect(error.message).toContain('last_activity.date');
    expect(server?.requests).toHaveLength(1);
  });

  it('reports a missing cancel token as a contract violation', async () => {
    const api = await clientFor((_request, response) => sendJson(response, 200, thread()));
    const error = await rejection(api.trashThread({ params: { thread_id: 't1' } }));
    expect(error.issues).toEqual([{ path: `headers.${CANCEL_TOKEN_HEADER}`, message: 'missing' }]);
  });

  it("gives up waiting for the access token: 'Timed out waiting for access token.'", async () => {
    server = await startServer((_request, response) => sendJson(response, 200, user()));
    const api = createApiClient({
      baseUrl: server.url,
      getAccessToken: () => new Promise<string>(() => undefined),
      accessTokenTimeoutMs: 30,
    });
    const error = await rejection(api.getSelf());
    expect(error.message).toBe(messages.signIn.errors.accessTokenTimeout);
    expect(server.requests).toHaveLength(0);
  });
});
