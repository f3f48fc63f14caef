import type { LiveNotice } from './live.js';
import type * as ContractSchemas from './schemas.js';

let loading: Promise<typeof ContractSchemas> | undefined;

/**
 * The contract's schemas, loaded once, on first use: the client starts this with its first call and parses
 * the answer once both are there, so zod and the schemas never delay the startup code. A failed load (a
 * network error) is tried again by the next call.
 */
export function loadContractSchemas(): Promise<typeof ContractSchemas> {
  loading ??= import('./schemas.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Parses one notice of the live channel (rejects what is not one). */
export async function parseLiveNotice(value: unknown): Promise<LiveNotice> {
  const { LiveNoticeSchema } = await loadContractSchemas();
  return LiveNoticeSchema.parse(value);
}
