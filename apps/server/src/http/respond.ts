import { ERROR_STATUS, type ServerErrorType } from '@switchboard/api-client';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers `{ error: { type, message } }` with the type's status. */
export function errorResponse(c: Context, type: ServerErrorType, message: string): Response {
  return c.json({ error: { type, message } }, ERROR_STATUS[type] as ContentfulStatusCode);
}
