import type { ServerErrorType } from '@switchboard/api-client';

/** An error the API answers as `{ error: { type, message } }` with the type's HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly type: ServerErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what = 'Resource') => new HttpError('not_found', `${what} not found`);
export const badRequest = (message: string) => new HttpError('bad_request', message);
export const conflict = (message: string) => new HttpError('conflict', message);
export const forbidden = (message: string) => new HttpError('forbidden', message);
export const unauthorized = (message: string) => new HttpError('unauthorized', message);
