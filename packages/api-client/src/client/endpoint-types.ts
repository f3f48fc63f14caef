import type { z } from 'zod';
import type { AnyEndpoint, PathParamNames } from '../contract/define-endpoint.js';

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type ParamsPart<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<E['path']>]: string } };

type QueryPart<E extends AnyEndpoint> = E['query'] extends z.ZodType
  ? Record<string, never> extends z.output<E['query']>
    ? { query?: z.output<E['query']> }
    : { query: z.output<E['query']> }
  : { query?: undefined };

type BodyPart<E extends AnyEndpoint> = E['body'] extends z.ZodType
  ? undefined extends z.input<E['body']>
    ? { body?: z.input<E['body']> }
    : Record<string, never> extends z.input<E['body']>
      ? { body?: z.input<E['body']> }
      : { body: z.input<E['body']> }
  : { body?: undefined };

/**
 * What a call takes: `params` (one string per `{param}` of the path), `query` (typed values; the client
 * writes them as text) and `body` (JSON).
 */
export type EndpointInput<E extends AnyEndpoint> = Simplify<ParamsPart<E> & QueryPart<E> & BodyPart<E>>;

/** The parsed answer of a call. */
export type EndpointData<E extends AnyEndpoint> = z.output<E['response']>;

/** A cancellable mutation answers its data plus the cancel token for `POST /command:cancel`. */
export interface CancellableResult<T> {
  data: T;
  cancelToken: string;
}

/** What a client method resolves with. */
export type EndpointResult<E extends AnyEndpoint> = E['cancellable'] extends true
  ? CancellableResult<EndpointData<E>>
  : EndpointData<E>;

type HasRequiredKeys<T> = Record<string, never> extends T ? false : true;

export interface RequestOptions {
  /** Aborting rejects the call with an ApiError of type `aborted`. */
  signal?: AbortSignal;
  /** Overrides the client's time-out for this call. */
  timeoutMs?: number;
}

/** The arguments of a client method: the input may be left out when nothing in it is required. */
export type EndpointArgs<E extends AnyEndpoint> =
  HasRequiredKeys<EndpointInput<E>> extends true
    ? [input: EndpointInput<E>, options?: RequestOptions]
    : [input?: EndpointInput<E>, options?: RequestOptions];

export type EndpointMethod<E extends AnyEndpoint> = (...args: EndpointArgs<E>) => Promise<EndpointResult<E>>;

export type EndpointTable = Record<string, AnyEndpoint>;
