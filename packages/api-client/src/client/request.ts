import { ACCESS_TOKEN_WAIT_MS, messages, REQUEST_TIMEOUT_MS } from '@switchboard/domain';
import type { z } from 'zod';
import { type AnyEndpoint, buildPath, CANCEL_TOKEN_HEADER } from '../contract/define-endpoint.js';
import { ErrorBodySchema, errorTypeForStatus } from '../contract/errors.js';
import { serializeQuery } from '../contract/query-params.js';
import { ApiError, type ContractIssue } from './api-error.js';
import type { EndpointInput, EndpointResult, RequestOptions } from './endpoint-types.js';

/** Pause before the one retry of a query. */
export const QUERY_RETRY_DELAY_MS = 300;

export type AccessTokenGetter = () => string | null | Promise<string | null>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientConfig {
  /** The API base, absolute (`http://localhost:3000/api`) or relative to the page (`/api`). */
  baseUrl: string;
  /** Gives the bearer access token, or null when signed out (then no Authorization header is sent). */
  getAccessToken: AccessTokenGetter;
  fetch?: FetchLike;
  /** Per-attempt time-out; 15 s by default. */
  timeoutMs?: number;
  /** How long to wait for `getAccessToken`; 10 s by default. */
  accessTokenTimeoutMs?: number;
  /** Pause before a query's retry; 300 ms by default. */
  retryDelayMs?: number;
}

function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

export function contractIssues(error: z.ZodError): ContractIssue[] {
  return error.issues.map((issue) => ({ path: formatIssuePath(issue.path), message: issue.message }));
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Waits for the access token at most `timeoutMs`; a longer wait is 'Timed out waiting for access token.'. */
export async function waitForAccessToken(
  getAccessToken: AccessTokenGetter,
  timeoutMs: number,
  endpoint: string,
): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ApiError({
            type: 'unauthorized',
            message: messages.signIn.errors.accessTokenTimeout,
            status: null,
            endpoint,
          }),
        ),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([Promise.resolve().then(getAccessToken), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function isRetryable(error: ApiError): boolean {
  if (error.isContractViolation) return false;
  return error.type === 'network' || (error.type === 'internal' && (error.status ?? 500) >= 500);
}

async function readBody(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  if (response.status === 204) return { ok: true, value: undefined };
  const text = await response.text();
  if (text.trim().length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Runs one call of the table: builds the URL, sends JSON with the bearer token, parses the answer. */
export async function callEndpoint<E extends AnyEndpoint>(
  config: ClientConfig,
  name: string,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: RequestOptions = {},
): Promise<EndpointResult<E>> {
  const attempts = endpoint.kind === 'query' ? 2 : 1;
  let lastError: ApiError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await attemptCall(config, name, endpoint, input, options);
    } catch (error) {
      const apiError = toApiError(error, name);
      lastError = apiError;
      if (attempt === attempts || !isRetryable(apiError)) throw apiError;
      try {
        await delay(config.retryDelayMs ?? QUERY_RETRY_DELAY_MS, options.signal);
      } catch {
        throw new ApiError({ type: 'aborted', message: 'Request aborted', status: null, endpoint: name });
      }
    }
  }
  throw (
    lastError ?? new ApiError({ type: 'internal', message: 'Request failed', status: null, endpoint: name })
  );
}

function toApiError(error: unknown, endpoint: string): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({
    type: 'network',
    message: error instanceof Error ? error.message : 'Network request failed',
    status: null,
    endpoint,
    cause: error,
  });
}

async function attemptCall<E extends AnyEndpoint>(
  config: ClientConfig,
  name: string,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: RequestOptions,
): Promise<EndpointResult<E>> {
  const signal = options.signal;
  const aborted = () =>
    new ApiError({ type: 'aborted', message: 'Request aborted', status: null, endpoint: name });
  if (signal?.aborted) throw aborted();

  const values = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = buildPath(endpoint.path, values.params ?? {});
  const queryString = serializeQuery(values.query);
  const url = `${config.baseUrl.replace(/\/+$/, '')}${path}${queryString ? `?${queryString}` : ''}`;

  const token = await waitForAccessToken(
    config.getAccessToken,
    config.accessTokenTimeoutMs ?? ACCESS_TOKEN_WAIT_MS,
    name,
  );
  if (signal?.aborted) throw aborted();

  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // An endpoint with a body schema always gets a JSON body (`{}` when every field is optional and none given).
  const hasBody = endpoint.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });

  const doFetch = config.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  try {
    let response: Response;
    let body: Awaited<ReturnType<typeof readBody>>;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(values.body ?? {}) : undefined,
        signal: controller.signal,
      });
      body = await readBody(response);
    } catch (error) {
      if (timedOut) {
        throw new ApiError({
          type: 'network',
          message: `Request timed out after ${timeoutMs} ms`,
          status: null,
          endpoint: name,
          cause: error,
        });
      }
      if (signal?.aborted) throw aborted();
      throw toApiError(error, name);
    }

    if (!response.ok) {
      const errorBody = body.ok ? ErrorBodySchema.safeParse(body.value) : undefined;
      if (errorBody?.success) {
        throw new ApiError({
          type: errorBody.data.error.type,
          message: errorBody.data.error.message,
          status: response.status,
          endpoint: name,
        });
      }
      throw new ApiError({
        type: errorTypeForStatus(response.status),
        message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        status: response.status,
        endpoint: name,
      });
    }

    const describe = `${name} (${endpoint.method} ${endpoint.path})`;
    if (!body.ok) {
      throw new ApiError({
        type: 'internal',
        message: `Response of ${describe} broke the contract: the body is not JSON`,
        status: response.status,
        endpoint: name,
        issues: [{ path: '(root)', message: 'not JSON' }],
      });
    }
    const parsed = (endpoint.response as z.ZodType).safeParse(body.value);
    if (!parsed.success) {
      const issues = contractIssues(parsed.error);
      throw new ApiError({
        type: 'internal',
        message: `Response of ${describe} broke the contract: ${issues
          .map((issue) => `${issue.path}: ${issue.message}`)
          .join('; ')}`,
        status: response.status,
        endpoint: name,
        issues,
        cause: parsed.error,
      });
    }
    if (!endpoint.cancellable) return parsed.data as EndpointResult<E>;
    const cancelToken = response.headers.get(CANCEL_TOKEN_HEADER);
    if (!cancelToken) {
      throw new ApiError({
        type: 'internal',
        message: `Response of ${describe} broke the contract: the ${CANCEL_TOKEN_HEADER} header is missing`,
        status: response.status,
        endpoint: name,
        issues: [{ path: `headers.${CANCEL_TOKEN_HEADER}`, message: 'missing' }],
      });
    }
    return { data: parsed.data, cancelToken } as EndpointResult<E>;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
