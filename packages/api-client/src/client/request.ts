import { ACCESS_TOKEN_WAIT_MS, messages, REQUEST_TIMEOUT_MS } from '@switchboard/domain';
import type { z } from 'zod';
import type { AnyEndpoint, EndpointKind, HttpMethod } from '../contract/define-endpoint.js';
import { buildPath, CANCEL_TOKEN_HEADER } from '../contract/endpoint-paths.js';
import { errorTypeForStatus } from '../contract/error-types.js';
import { loadContractSchemas } from '../contract/load-schemas.js';
import { serializeQuery } from '../contract/query-string.js';
import { ApiError, type ContractIssue, parseRetryAfter } from './api-error.js';
import type { EndpointInput, EndpointResult, RequestOptions } from './endpoint-types.js';

/** Pause before the one retry of a query. */
export const QUERY_RETRY_DELAY_MS = 300;
/** A query refused with 503 `unavailable` is sent at most this many times in all. */
export const UNAVAILABLE_ATTEMPTS = 3;
/** The pause after a 503 without `Retry-After`. */
export const UNAVAILABLE_DEFAULT_WAIT_MS = 1000;
/** The longest pause the client honours after a 503 (a longer `Retry-After` fails the query instead). */
export const UNAVAILABLE_MAX_WAIT_MS = 10_000;

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
  /** Random source in [0, 1) for the jitter added to a 503's `Retry-After` (tests pin it). */
  random?: () => number;
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

/**
 * What a call needs of its endpoint: the route, and the answer's schema, or a function that loads it (the
 * app's client loads the contract's schemas with its first call: `createApiClient`).
 */
export interface CallTarget {
  method: HttpMethod;
  path: string;
  kind: EndpointKind;
  /** Sends a JSON body (`{}` when none is given). */
  hasBody: boolean;
  cancellable: boolean;
  response: z.ZodType | (() => Promise<z.ZodType>);
}

/** Runs one call of the table: builds the URL, sends JSON with the bearer token, parses the answer. */
export function callEndpoint<E extends AnyEndpoint>(
  config: ClientConfig,
  name: string,
  endpoint: E,
  input: EndpointInput<E> | undefined,
  options: RequestOptions = {},
): Promise<EndpointResult<E>> {
  const target: CallTarget = {
    method: endpoint.method,
    path: endpoint.path,
    kind: endpoint.kind,
    hasBody: endpoint.body !== undefined,
    cancellable: endpoint.cancellable,
    response: endpoint.response,
  };
  return callTarget(config, name, target, input, options);
}

/** `callEndpoint` for a `CallTarget`. */
export async function callTarget<E extends AnyEndpoint>(
  config: ClientConfig,
  name: string,
  endpoint: CallTarget,
  input: EndpointInput<E> | undefined,
  options: RequestOptions = {},
): Promise<EndpointResult<E>> {
  // A query is retried once after a network or server failure, and after a 503 (the server refused it
  // under load and did nothing) up to UNAVAILABLE_ATTEMPTS times, each after the answer's Retry-After
  // plus up to 50 % jitter, so that refused clients do not all come back at once. A mutation is never
  // retried: its caller shows the error (an `unavailable` ApiError carries `retryAfterMs`).
  const isQuery = endpoint.kind === 'query';
  let failures = 0;
  let refusals = 0;
  for (;;) {
    try {
      return await attemptCall(config, name, endpoint, input, options);
    } catch (error) {
      const apiError = toApiError(error, name);
      let wait: number;
      if (isQuery && apiError.type === 'unavailable') {
        refusals += 1;
        const asked = apiError.retryAfterMs ?? UNAVAILABLE_DEFAULT_WAIT_MS;
        if (refusals >= UNAVAILABLE_ATTEMPTS || asked > UNAVAILABLE_MAX_WAIT_MS) throw apiError;
        wait = Math.round(asked * (1 + 0.5 * (config.random ?? Math.random)()));
      } else {
        failures += 1;
        if (!isQuery || failures >= 2 || !isRetryable(apiError)) throw apiError;
        wait = config.retryDelayMs ?? QUERY_RETRY_DELAY_MS;
      }
      try {
        await delay(wait, options.signal);
      } catch {
        throw new ApiError({ type: 'aborted', message: 'Request aborted', status: null, endpoint: name });
      }
    }
  }
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
  endpoint: CallTarget,
  input: EndpointInput<E> | undefined,
  options: RequestOptions,
): Promise<EndpointResult<E>> {
  const signal = options.signal;
  const aborted = () =>
    new ApiError({ type: 'aborted', message: 'Request aborted', status: null, endpoint: name });
  if (signal?.aborted) throw aborted();
  // The schemas load beside the request (once; at once when they are already there).
  const responseSchema =
    typeof endpoint.response === 'function' ? endpoint.response() : Promise.resolve(endpoint.response);
  const contract = loadContractSchemas();
  // Awaited below only on the paths that need them; a failed load is that call's network error.
  responseSchema.catch(() => undefined);
  contract.catch(() => undefined);

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
  const hasBody = endpoint.hasBody;
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
      const errorBody = body.ok
        ? (await contract.catch(() => null))?.ErrorBodySchema.safeParse(body.value)
        : undefined;
      const retryAfterMs =
        response.status === 503 ? parseRetryAfter(response.headers.get('retry-after'), Date.now()) : null;
      if (errorBody?.success) {
        throw new ApiError({
          type: errorBody.data.error.type,
          message: errorBody.data.error.message,
          status: response.status,
          endpoint: name,
          retryAfterMs,
        });
      }
      throw new ApiError({
        type: errorTypeForStatus(response.status),
        message: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        status: response.status,
        endpoint: name,
        retryAfterMs,
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
    let schema: z.ZodType;
    try {
      schema = await responseSchema;
    } catch (error) {
      throw toApiError(error, name);
    }
    const parsed = schema.safeParse(body.value);
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
