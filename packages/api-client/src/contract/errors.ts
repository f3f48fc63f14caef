import { z } from 'zod';
import { SERVER_ERROR_TYPES } from './error-types.js';

export const ServerErrorTypeSchema = z.enum(SERVER_ERROR_TYPES);

/** Every error answer of the API: `{ "error": { "type": "not_found", "message": "Thread not found" } }`. */
export const ErrorBodySchema = z.object({
  error: z.object({
    type: ServerErrorTypeSchema,
    /** The server's display message. */
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
