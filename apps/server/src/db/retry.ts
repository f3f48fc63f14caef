/** SQLSTATEs after which a transaction may simply run again: serialization failure and deadlock. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

/** How many times a transaction runs at most before its error reaches the caller. */
export const TRANSACTION_ATTEMPTS = 6;
/** The first pause between attempts; it doubles each time (full jitter: a random pause up to it). */
export const RETRY_BASE_DELAY_MS = 8;
/** No pause is longer than this. */
export const RETRY_MAX_DELAY_MS = 250;

/**
 * True for an error PostgreSQL raises when a concurrent transaction won, or for a prepared statement whose
 * plan went stale inside the transaction (marked `staleStatement` by the driver, which prepares it afresh
 * next time; see postgres-prepared.ts): running again is safe.
 */
export function isRetryableDatabaseError(error: unknown): boolean {
  const failure = error as { code?: unknown; staleStatement?: unknown } | null;
  if (failure?.staleStatement === true) return true;
  const code = failure?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Random source in [0, 1): injectable for tests. */
  random?: () => number;
  /** Waits; injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** Told about every retry (attempt number, error). */
  onRetry?: (attempt: number, error: unknown) => void;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` and runs it again (at most `attempts` times in all) while it fails with a serialization
 * failure or a deadlock, pausing a random time up to an exponentially growing bound between attempts
 * ("full jitter"), so that the transactions that collided do not collide again. Any other error, or the
 * last attempt's, reaches the caller unchanged. `work` must be safe to repeat: a whole transaction.
 */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? TRANSACTION_ATTEMPTS;
  const base = options.baseDelayMs ?? RETRY_BASE_DELAY_MS;
  const max = options.maxDelayMs ?? RETRY_MAX_DELAY_MS;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? sleepFor;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableDatabaseError(error)) throw error;
      options.onRetry?.(attempt, error);
      await sleep(Math.floor(random() * Math.min(max, base * 2 ** (attempt - 1))));
    }
  }
}
