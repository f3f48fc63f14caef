import { z } from 'zod';

/**
 * The tokens of the signed-in user, kept in local storage (the spec keeps the refresh token
 * there too, so a reload or a new tab stays signed in).
 */
export const StoredTokensSchema = z.object({
  access_token: z.string().min(1),
  /** Epoch milliseconds after which the access token must not be sent. */
  expires_at: z.number(),
  refresh_token: z.string().min(1).nullable(),
  id_token: z.string().min(1).nullable(),
});
export type StoredTokens = z.infer<typeof StoredTokensSchema>;

/** What a sign-in in progress needs to finish on /auth/callback (session storage: one tab). */
export const PendingSignInSchema = z.object({
  code_verifier: z.string().min(43),
  state: z.string().min(1),
  nonce: z.string().min(1),
  return_to: z.string().startsWith('/'),
});
export type PendingSignIn = z.infer<typeof PendingSignInSchema>;

export const TOKENS_KEY = 'switchboard.auth.tokens';
const PENDING_KEY = 'switchboard.auth.pending';

function read<T>(storage: Storage, key: string, schema: z.ZodType<T>): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn('Switchboard: storage is not readable', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through: a corrupt entry is dropped below
  }
  storage.removeItem(key);
  return null;
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn('Switchboard: storage is not writable', error);
  }
}

export const tokenStore = {
  read: (): StoredTokens | null => read(window.localStorage, TOKENS_KEY, StoredTokensSchema),
  write: (tokens: StoredTokens | null): void => write(window.localStorage, TOKENS_KEY, tokens),
  readPending: (): PendingSignIn | null => read(window.sessionStorage, PENDING_KEY, PendingSignInSchema),
  writePending: (pending: PendingSignIn | null): void => write(window.sessionStorage, PENDING_KEY, pending),
};
