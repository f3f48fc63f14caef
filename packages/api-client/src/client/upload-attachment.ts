import { messages, type StagedUploadResponse, UPLOAD_TIMEOUT_MS } from '@switchboard/domain';
import { errorTypeForStatus } from '../contract/error-types.js';
import { ApiError } from './api-error.js';
import type { ApiClient } from './create-api-client.js';
import type { FetchLike } from './request.js';

/** The file to upload: a browser `File`, or any Blob with a name. */
export type UploadFile = Blob & { name: string };

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0 to 100. */
  percent: number;
}

export interface UploadAttachmentOptions {
  api: Pick<ApiClient, 'createStagedAttachment'>;
  file: UploadFile;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload: an ApiError of type `aborted`. */
  signal?: AbortSignal;
  /** The PUT's time-out; 2 minutes by default. */
  timeoutMs?: number;
  /** Used when XMLHttpRequest is not available (Node); `globalThis.fetch` by default. */
  fetch?: FetchLike;
}

const UPLOAD_ENDPOINT = 'uploadAttachment';

function uploadError(
  type: ApiError['type'],
  message: string,
  status: number | null,
  cause?: unknown,
): ApiError {
  return new ApiError({ type, message, status, endpoint: UPLOAD_ENDPOINT, cause });
}

function failedStatus(status: number): ApiError {
  return uploadError(
    status >= 200 && status < 300 ? 'internal' : errorTypeForStatus(status),
    messages.errors.uploadFailedWithStatus(status),
    status,
  );
}

function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 100 };
}

function putWithXhr(
  url: string,
  headers: Record<string, string>,
  file: UploadFile,
  options: UploadAttachmentOptions,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;
    xhr.upload.onprogress = (event) => {
      options.onProgress?.(progressOf(event.loaded, event.lengthComputable ? event.total : file.size));
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = (error?: ApiError) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        options.onProgress?.(progressOf(file.size, file.size));
        done();
      } else {
        done(failedStatus(xhr.status));
      }
    };
    xhr.onerror = () => done(uploadError('network', messages.errors.uploadNetwork, null));
    xhr.ontimeout = () => done(uploadError('network', messages.errors.uploadTimeout, null));
    xhr.onabort = () => done(uploadError('aborted', messages.errors.uploadCancelled, null));
    options.onProgress?.(progressOf(0, file.size));
    xhr.send(file);
  });
}

async function putWithFetch(
  url: string,
  headers: Record<string, string>,
  file: UploadFile,
  options: UploadAttachmentOptions,
  timeoutMs: number,
): Promise<void> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  options.onProgress?.(progressOf(0, file.size));
  try {
    let response: Response;
    try {
      response = await doFetch(url, { method: 'PUT', headers, body: file, signal: controller.signal });
      await response.arrayBuffer();
    } catch (error) {
      if (timedOut) throw uploadError('network', messages.errors.uploadTimeout, null, error);
      if (options.signal?.aborted) throw uploadError('aborted', messages.errors.uploadCancelled, null, error);
      throw uploadError('network', messages.errors.uploadNetwork, null, error);
    }
    if (response.status !== 200) throw failedStatus(response.status);
    options.onProgress?.(progressOf(file.size, file.size));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Uploads one attachment (spec doc 2, section 7): `POST /staged_attachments` reserves it, then the file is
 * PUT to the answered `upload_url` with the answered headers and its content type, within 2 minutes.
 * Progress comes from XMLHttpRequest where it exists (browsers); elsewhere (Node) it is reported at 0 and
 * 100 %. Any status but 200 is 'Upload failed with status {status}'. Resolves with the staged attachment
 * (its `id` goes into `staged_attachment_ids` when sending).
 */
export async function uploadAttachment(options: UploadAttachmentOptions): Promise<StagedUploadResponse> {
  const { api, file, signal } = options;
  if (signal?.aborted) throw uploadError('aborted', messages.errors.uploadCancelled, null);
  const contentType = file.type || 'application/octet-stream';
  const staged = await api.createStagedAttachment(
    { body: { download_file_name: file.name, mime_type: contentType, file_size: file.size } },
    { signal },
  );
  const headers = { ...staged.headers, 'content-type': contentType };
  const timeoutMs = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
  const useXhr = typeof XMLHttpRequest !== 'undefined' && options.fetch === undefined;
  if (useXhr) await putWithXhr(staged.upload_url, headers, file, options, timeoutMs);
  else await putWithFetch(staged.upload_url, headers, file, options, timeoutMs);
  return staged;
}
