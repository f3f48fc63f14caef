import type { ApiErrorType } from '../contract/errors.js';

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

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.type = init.type;
    this.status = init.status;
    this.endpoint = init.endpoint;
    this.issues = init.issues ?? [];
  }

  /** True when the answer broke the contract (a response that did not match its schema). */
  get isContractViolation(): boolean {
    return this.issues.length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
