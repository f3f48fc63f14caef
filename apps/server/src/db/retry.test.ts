import { describe, expect, it } from 'vitest';
import { isRetryableDatabaseError, withRetry } from './retry.js';

const failure = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe('withRetry (the transaction boundary)', () => {
  it('runs a transaction again after a deadlock or a serialization failure, and answers its result', async () => {
    const errors = [failure('40P01'), failure('40001')];
    const pauses: number[] = [];
    let runs = 0;
    const result = await withRetry(
      async () => {
        runs += 1;
        const error = errors.shift();
        if (error) throw error;
        return 'committed';
      },
      { random: () => 0.5, sleep: async (ms) => void pauses.push(ms), baseDelayMs: 10 },
    );
    expect(result).toBe('committed');
    expect(runs).toBe(3);
    // Full jitter: a random part of a bound that doubles (10, then 20).
    expect(pauses).toEqual([5, 10]);
  });

  it('gives up after the last attempt with the database error', async () => {
    let runs = 0;
    const attempt = withRetry(
      async () => {
        runs += 1;
        throw failure('40P01');
      },
      { attempts: 4, sleep: async () => {} },
    );
    await expect(attempt).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(4);
  });

  it('never repeats a transaction that failed for another reason', async () => {
    let runs = 0;
    const attempt = withRetry(
      async () => {
        runs += 1;
        throw failure('23505');
      },
      { sleep: async () => {} },
    );
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });

  it('knows the retryable SQLSTATEs', () => {
    expect(isRetryableDatabaseError(failure('40001'))).toBe(true);
    expect(isRetryableDatabaseError(failure('40P01'))).toBe(true);
    expect(isRetryableDatabaseError(failure('23505'))).toBe(false);
    expect(isRetryableDatabaseError(new Error('plain'))).toBe(false);
    expect(isRetryableDatabaseError(null)).toBe(false);
    // A prepared statement gone stale inside a transaction (postgres-prepared.ts marks it), not 0A000 as such.
    expect(isRetryableDatabaseError(Object.assign(failure('0A000'), { staleStatement: true }))).toBe(true);
    expect(isRetryableDatabaseError(failure('0A000'))).toBe(false);
  });
});
