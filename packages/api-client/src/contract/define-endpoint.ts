import { z } from 'zod';
import { pathParamNames } from './endpoint-paths.js';
import { boundedString, INPUT_LIMITS } from './input-limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'query'` reads (retried once, cached by TanStack Query); `'mutation'` writes (never retried). */
export type EndpointKind = 'query' | 'mutation';

/** The names of the `{param}` segments of a path template, e.g. `'thread_id'` for `/threads/{thread_id}`. */
export type PathParamNames<TPath extends string> = TPath extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The params object a path template needs: one string per `{param}`. */
export type PathParams<TPath extends string> = [PathParamNames<TPath>] extends [never]
  ? Record<string, never>
  : { [K in PathParamNames<TPath>]: string };

type ParamsShape<TPath extends string> = z.ZodType<PathParams<TPath>, Record<string, unknown>>;

export interface EndpointConfig<
  TMethod extends HttpMethod,
  TPath extends string,
  TKind extends EndpointKind,
  TQuery extends z.ZodType | undefined,
  TBody extends z.ZodType | undefined,
  TResponse extends z.ZodType,
  TCancellable extends boolean,
> {
  method: TMethod;
  /** Relative to the API base, in the spec's template syntax: `/threads/{thread_id}/messages`, `/threads:star`. */
  path: TPath;
  kind: TKind;
  /** Validates the path params; by default every `{param}` of the path is a non-empty string. */
  params?: ParamsShape<TPath>;
  query?: TQuery;
  body?: TBody;
  /** The JSON answer. `NoContentSchema` for a `204 No Content` answer. */
  response: TResponse;
  /** The answer carries a cancel token in the `x-cancel-token` header, for `POST /command:cancel`. */
  cancellable?: TCancellable;
  /** One line for the README: what the call does. */
  summary?: string;
}

export interface Endpoint<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TKind extends EndpointKind = EndpointKind,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TCancellable extends boolean = boolean,
> {
  readonly method: TMethod;
  readonly path: TPath;
  readonly kind: TKind;
  readonly params: z.ZodType<PathParams<TPath>>;
  readonly paramNames: readonly string[];
  readonly query: TQuery;
  readonly body: TBody;
  readonly response: TResponse;
  readonly cancellable: TCancellable;
  readonly summary: string | undefined;
}

/** Any endpoint of the table, whatever its schemas. */
// biome-ignore lint/suspicious/noExplicitAny: the widest endpoint type has to accept every schema combination.
export type AnyEndpoint = Endpoint<HttpMethod, string, EndpointKind, any, any, any, boolean>;

function defaultParamsSchema(names: readonly string[]): z.ZodType {
  return z.strictObject(
    Object.fromEntries(names.map((name) => [name, boundedString(INPUT_LIMITS.id).pipe(z.string().min(1))])),
  );
}

/**
 * Declares one call of the contract, keeping every schema's type so the client, the query layer and the
 * server can infer params, query, body and answer from the entry.
 */
export function defineEndpoint<
  const TMethod extends HttpMethod,
  const TPath extends string,
  const TKind extends EndpointKind,
  TResponse extends z.ZodType,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  const TCancellable extends boolean = false,
>(
  config: EndpointConfig<TMethod, TPath, TKind, TQuery, TBody, TResponse, TCancellable>,
): Endpoint<TMethod, TPath, TKind, TQuery, TBody, TResponse, TCancellable> {
  if (!config.path.startsWith('/')) {
    throw new Error(`Endpoint path must start with "/": ${config.path}`);
  }
  if (config.method === 'GET' && config.body !== undefined) {
    throw new Error(`GET ${config.path} cannot have a body`);
  }
  const paramNames = pathParamNames(config.path);
  return {
    method: config.method,
    path: config.path,
    kind: config.kind,
    params: (config.params ?? defaultParamsSchema(paramNames)) as z.ZodType<PathParams<TPath>>,
    paramNames,
    query: config.query as TQuery,
    body: config.body as TBody,
    response: config.response,
    cancellable: (config.cancellable ?? false) as TCancellable,
    summary: config.summary,
  };
}
