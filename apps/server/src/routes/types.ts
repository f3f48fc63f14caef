import type { AnyEndpoint, EndpointName, Endpoints, HandlerAnswer } from '@switchboard/api-client';
import type { z } from 'zod';
import type { AuthUser } from '../auth/auth-user.js';
import type { Identity } from '../auth/token-verifier.js';
import type { Services } from '../services.js';

/** Calls reachable without a bearer token (webhooks with their own checks). */
export const PUBLIC_ENDPOINTS = [
  'billingWebhook',
  'gmailWatchNotification',
] as const satisfies readonly EndpointName[];
/** Calls a signed-in identity may make before it has an account (first sign-in, and leaving it). */
export const IDENTITY_ENDPOINTS = [
  'createUser',
  'createProviderConnection',
  'signOut',
] as const satisfies readonly EndpointName[];

/**
 * Calls answered with or without sign-in: the invite screen shows the workspace's name before its visitor
 * signs in. The invite id (random, from the invitation e-mail) is the capability; anonymous calls are rate
 * limited by address.
 */
export const OPTIONAL_SIGN_IN_ENDPOINTS = ['getInvite'] as const satisfies readonly EndpointName[];

type PublicEndpoint = (typeof PUBLIC_ENDPOINTS)[number];
type OptionalSignInEndpoint = (typeof OPTIONAL_SIGN_IN_ENDPOINTS)[number];
type IdentityEndpoint = (typeof IDENTITY_ENDPOINTS)[number];

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<E extends AnyEndpoint, U> {
  params: z.output<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  user: U;
  identity: Identity | null;
  services: Services;
  /** For a cancellable call: registers how to undo it; the token goes out in `x-cancel-token`. */
  setUndo(undo: import('../undo/undo.js').UndoAction): void;
  /** For a cancellable call whose write stored its own token (`services.cancels.prepare`): sends that one. */
  undoIssued(token: string): void;
  /** Raw request headers (webhook signatures). */
  header(name: string): string | undefined;
  /** The request body exactly as received (webhook signatures are computed over these bytes). */
  rawBody(): string;
}

export type Handler<E extends AnyEndpoint, U> = (
  ctx: HandlerContext<E, U>,
) => Promise<HandlerAnswer<E['response']>>;

export type UserOf<K extends EndpointName> = K extends PublicEndpoint
  ? null
  : K extends IdentityEndpoint | OptionalSignInEndpoint
    ? AuthUser | null
    : AuthUser;

export type Handlers = { [K in EndpointName]: Handler<Endpoints[K], UserOf<K>> };
export type HandlersPart<K extends EndpointName> = { [P in K]: Handler<Endpoints[P], UserOf<P>> };
