/*
 * The API's error types and statuses, without zod (the client needs them on the startup path; the error
 * body's schema is in errors.ts and loads with the rest of the contract).
 */

/**
 * The error types the server answers with (spec doc 2, section 8), plus `unavailable` (ours): 503 with a
 * `Retry-After` header when the server refuses a request under load; the request did nothing.
 */
export const SERVER_ERROR_TYPES = [
  'not_found',
  'bad_request',
  'internal',
  'unauthorized',
  'forbidden',
  'conflict',
  /** Too many requests (429, with `Retry-After` in seconds): sign-in, token, invite and write limits. */
  'rate_limited',
  'unavailable',
] as const;
export type ServerErrorType = (typeof SERVER_ERROR_TYPES)[number];

/** The error types only the client produces: no answer at all, or a call abandoned (cancelled or outdated). */
export const CLIENT_ERROR_TYPES = ['network', 'aborted'] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

export type ApiErrorType = ServerErrorType | ClientErrorType;

/** The HTTP status the server answers each error type with. */
export const ERROR_STATUS: Readonly<Record<ServerErrorType, number>> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The error type of an HTTP status whose body is not an error body (a proxy's 502, say). */
export function errorTypeForStatus(status: number): ServerErrorType {
  switch (status) {
    case 400:
    case 413:
    case 415:
    case 422:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
    case 405:
      return 'not_found';
    case 409:
      return 'conflict';
    case 503:
      return 'unavailable';
    default:
      return 'internal';
  }
}
