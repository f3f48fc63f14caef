import { isCancelledError } from '@tanstack/react-query';

/**
 * A loader's read that an optimistic update cancelled (a thread marked read as it opens cancels the inbox
 * reads in flight) is not the screen's error: the screen's own suspense read runs it again. Any other
 * failure stays the route's error.
 */
export function unlessCancelled(read: Promise<unknown>): Promise<void> {
  return read.then(
    () => undefined,
    (error: unknown) => {
      if (!isCancelledError(error)) throw error;
    },
  );
}
