import { messages } from '@switchboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type UploadProgress, uploadAttachment } from '../src/index.js';
import { type Handler, sendJson, startServer } from './http-server.js';

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const file = Object.assign(new Blob(['hello, attachment'], { type: 'text/plain' }), { name: 'notes.txt' });

/** Answers POST /api/staged_attachments with an upload URL on the same server; `onPut` answers the PUT. */
async function setup(onPut: Handler) {
  server = await startServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/staged_attachments') {
      sendJson(response, 200, {
        id: 'sa_1',
        upload_url: `${server?.url}/storage/sa_1?signature=abc`,
        headers: { 'x-upload-signature': 'sig-1' },
        download_url: `${server?.url}/files/sa_1`,
        expiry_date: '2030-01-01T00:00:00.000Z',
      });
      return;
    }
    return onPut(request, response);
  });
  return createApiClient({ baseUrl: `${server.url}/api`, getAccessToken: () => 'token' });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('uploadAttachment', () => {
  it('stages the file, PUTs it with the returned headers and content type, and reports progress', async () => {
    const api = await setup((_request, response) => {
      response.writeHead(200);
      response.end();
    });
    const progress: UploadProgress[] = [];
    const staged = await uploadAttachment({ api, file, onProgress: (p) => progress.push(p) });
    expect(staged.id).toBe('sa_1');
    const [post, put] = server?.requests ?? [];
    expect(JSON.parse(post?.body ?? '')).toEqual({
      download_file_name: 'notes.txt',
      mime_type: 'text/plain',
      file_size: file.size,
    });
    expect(post?.headers.authorization).toBe('Bearer token');
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/storage/sa_1?signature=abc');
    expect(put?.headers['x-upload-signature']).toBe('sig-1');
    expect(put?.headers['content-type']).toBe('text/plain');
    expect(put?.headers.authorization).toBeUndefined();
    expect(put?.body).toBe('hello, attachment');
    expect(progress.map((p) => p.percent)).toEqual([0, 100]);
  });

  it("fails on any status but 200: 'Upload failed with status 201'", async () => {
    const api = await setup((_request, response) => {
      response.writeHead(201);
      response.end();
    });
    const error = await failure(uploadAttachment({ api, file }));
    expect(error.message).toBe(messages.errors.uploadFailedWithStatus(201));
    expect(error.status).toBe(201);
  });

  it('maps a refused PUT status to its error type', async () => {
    const api = await setup((_request, response) => {
      response.writeHead(403);
      response.end('expired signature');
    });
    const error = await failure(uploadAttachment({ api, file }));
    expect(error).toMatchObject({ type: 'forbidden', status: 403, message: 'Upload failed with status 403' });
  });

  it('is cancelled by its AbortSignal', async () => {
    const api = await setup(() => undefined);
    const controller = new AbortController();
    const upload = uploadAttachment({
      api,
      file,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.percent === 0) setTimeout(() => controller.abort(), 20);
      },
    });
    const error = await failure(upload);
    expect(error).toMatchObject({ type: 'aborted', message: messages.errors.uploadCancelled });
  });

  it('times out a storage server that never answers', async () => {
    const api = await setup(() => undefined);
    const error = await failure(uploadAttachment({ api, file, timeoutMs: 50 }));
    expect(error).toMatchObject({ type: 'network', message: messages.errors.uploadTimeout });
  });
});
