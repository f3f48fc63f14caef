/*
 * Read on every start, before the first render: plain checks, not zod (docs/ARCHITECTURE.md, "What /inbox
 * loads at start").
 */

/**
 * The tokens of the signed-in user, kept in local storage (the spec keeps the refresh token
 * there too, so a reload or a new tab stays signed in).
 */
export interface StoredTokens {
  access_token: string;
  /** Epoch milliseconds after which the access token must not be sent. */
  expires_at: number;
  refresh_token: string | null;
  id_token: string | null;
}

/** What a sign-in in progress needs to finish on /auth/callback (session storage: one tab). */
export interface PendingSignIn {
  code_verifier: string;
  state: string;
  nonce: string;
  return_to: string;
}

type Fields = Record<string, unknown>;

const isText = (value: unknown, min = 1): value is string => typeof value === 'string' && value.length >= min;
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored tokens, or null: an entry of another shape is not used. */
export function readStoredTokens(value: unknown): StoredTokens | null {
  if (!isObject(value)) return null;
  const { access_token, expires_at, refresh_token, id_token } = value;
  if (!isText(access_token) || typeof expires_at !== 'number' || !Number.isFinite(expires_at)) return null;
  if (!isTextOrNull(refresh_token) || !isTextOrNull(id_token)) return null;
  return {
    access_token,
    expires_at,
    refresh_token: refresh_token as string | null,
    id_token: id_token as string | null,
  };
}

/** A pending sign-in, or null. */
export function readPendingSignIn(value: unknown): PendingSignIn | null {
  if (!isObject(value)) return null;
  const { code_verifier, state, nonce, return_to } = value;
  if (!isText(code_verifier, 43) || !isText(state) || !isText(nonce)) return null;
  if (typeof return_to !== 'string' || !return_to.startsWith('/')) return null;
  return { code_verifier, state, nonce, return_to };
}

export const TOKENS_KEY = 'switchboard.auth.tokens';
const PENDING_KEY = 'switchboard.auth.pending';

function read<T>(storage: Storage, key: string, parse: (value: unknown) => T | null): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn('Switchboard: storage is not readable', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = parse(JSON.parse(raw));
    if (parsed !== null) return parsed;
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
  read: (): StoredTokens | null => read(window.localStorage, TOKENS_KEY, readStoredTokens),
  write: (tokens: StoredTokens | null): void => write(window.localStorage, TOKENS_KEY, tokens),
  readPending: (): PendingSignIn | null => read(window.sessionStorage, PENDING_KEY, readPendingSignIn),
  writePending: (pending: PendingSignIn | null): void => write(window.sessionStorage, PENDING_KEY, pending),
};
