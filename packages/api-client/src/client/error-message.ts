import { messages } from '@switchboard/domain';
import { isApiError } from './api-error.js';

/**
 * The text the UI shows for a failed call (spec doc 2, section 8): 'Oops you're offline, reconnect and give
 * it another go' for a network failure, 'An error occurred, please try again later.' for anything else
 * (outdated results included). Texts come from the domain catalogue.
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.type === 'network') return messages.errors.offline;
  return messages.errors.generic;
}

/**
 * The server's display message where the spec shows it (sign-in, invites, list screens): the message of a
 * bad_request, conflict, not_found, forbidden or unauthorized answer; `errorMessage(error)` otherwise.
 */
export function serverMessage(error: unknown): string {
  if (isApiError(error) && error.status !== null && error.type !== 'internal' && !error.isContractViolation) {
    return error.message;
  }
  return errorMessage(error);
}
