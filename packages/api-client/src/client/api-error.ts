import type { ApiErrorType } from '../contract/error-types.js';

export interface ContractIssue {
  /** The field path inside the answer, dotted: `data.3.thread.id`; `(root)` for the answer itself. */
  path: string;
  message: string;
}

export interface ApiErrorInit {
  type: ApiErrorType;
  message: string;
  /** The HTTP status, or `null` when no answer came (network, time-out, aborted). */
  status: number | null;
  /** The endpoint name of the table (`getThread`), or the URL for an upload. */
  endpoint: string;
  /** For an answer that breaks the contract: the fields that do. */
  issues?: readonly ContractIssue[];
  /** For `unavailable` (503): how long the server asked to wait before trying again (`Retry-After`). */
  retryAfterMs?: number | null;
  cause?: unknown;
}

/**
 * The one error every call rejects with: the spec's server types (not_found, bad_request, internal,
 * unauthorized, forbidden, conflict) plus the client's network and aborted.
 * `message` is the server's display message when it sent one; the UI shows `errorMessage(error)`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ApiErrorType;
  readonly status: number | null;
  readonly endpoint: string;
  readonly issues: readonly ContractIssue[];
  /** For `unavailable` (503, the server refused under load and did nothing): its `Retry-After`, in ms. */
  readonly retryAfterMs: number | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.type = init.type;
    this.status = init.status;
    this.endpoint = init.endpoint;
    this.issues = init.issues ?? [];
    this.retryAfterMs = init.retryAfterMs ?? null;
  }

  /** True when the answer broke the contract (a response that did not match its schema). */
  get isContractViolation(): boolean {
    return this.issues.length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when the server refused the call under load (503 `unavailable`): nothing was done, the same call
 * may be sent again after `retryAfterMs`. Queries are retried by the client; an action shows the error.
 */
export function isUnavailable(error: unknown): error is ApiError {
  return isApiError(error) && error.type === 'unavailable';
}

/**
 * A `Retry-After` header in milliseconds: delay-seconds or an HTTP date (relative to `now`); null when
 * absent or unreadable. Never negative.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number.parseInt(text, 10) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
