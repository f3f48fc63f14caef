import { Kysely, type TransactionBuilder } from 'kysely';
import { type RetryOptions, withRetry } from './retry.js';

/**
 * Kysely whose transactions are the retrying boundary of the whole server: `db.transaction().execute(fn)`
 * runs `fn` in a transaction and, when PostgreSQL aborts it with a serialization failure (40001) or a
 * deadlock (40P01), rolls back and runs it again (bounded, with jitter; see retry.ts). Every write path
 * (requests, rules, undo, jobs) gets the rule without knowing about it. The callback must therefore only
 * write through its transaction, which is how every write path here is built.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  retryOptions: RetryOptions = {};

  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction(), () => this.retryOptions);
  }
}

function retrying<DB>(builder: TransactionBuilder<DB>, options: () => RetryOptions): TransactionBuilder<DB> {
  const execute = builder.execute.bind(builder);
  const setIsolationLevel = builder.setIsolationLevel.bind(builder);
  const setAccessMode = builder.setAccessMode.bind(builder);
  Object.assign(builder, {
    execute: (callback: Parameters<typeof execute>[0]) => withRetry(() => execute(callback), options()),
    setIsolationLevel: (level: Parameters<typeof setIsolationLevel>[0]) =>
      retrying(setIsolationLevel(level), options),
    setAccessMode: (mode: Parameters<typeof setAccessMode>[0]) => retrying(setAccessMode(mode), options),
  });
  return builder;
}
