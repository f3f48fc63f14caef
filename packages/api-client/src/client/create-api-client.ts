import type { EndpointKind, HttpMethod } from '../contract/define-endpoint.js';
import { endpointRoutes } from '../contract/endpoint-routes.js';
import type { endpoints } from '../contract/endpoints.js';
import { loadContractSchemas } from '../contract/load-schemas.js';
import type { EndpointArgs, EndpointMethod, EndpointTable } from './endpoint-types.js';
import { type CallTarget, type ClientConfig, callEndpoint, callTarget } from './request.js';

/** One typed method per endpoint of the table, named as in the table. */
export type ApiClientFor<TTable extends EndpointTable> = { [K in keyof TTable]: EndpointMethod<TTable[K]> };

export type ApiClient = ApiClientFor<typeof endpoints>;

/** Builds a client over any table of endpoints (the app uses `createApiClient`, which takes the whole contract). */
export function createClientFor<TTable extends EndpointTable>(
  table: TTable,
  config: ClientConfig,
): ApiClientFor<TTable> {
  const client: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(table)) {
    client[name] = (...[input, options]: EndpointArgs<typeof endpoint>) =>
      callEndpoint(config, name, endpoint, input, options);
  }
  return client as ApiClientFor<TTable>;
}

/**
 * The typed client of the whole contract:
 * `createApiClient({ baseUrl: '/api', getAccessToken })`, then
 * `client.getThread({ params: { thread_id } })` or `client.listInboxEvents({ query: { limit: 25 } })`.
 *
 * It calls with the table's routes (`endpoint-routes.ts`, no zod) and parses every answer with the table's
 * schemas, which it loads with its first call, beside that call's request: the schemas and zod stay off the
 * app's startup path (docs/ARCHITECTURE.md, "What /inbox loads at start").
 */
export function createApiClient(config: ClientConfig): ApiClient {
  const client: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(endpointRoutes) as [
    keyof typeof endpoints,
    readonly [HttpMethod, string, EndpointKind, boolean, boolean],
  ][]) {
    const [method, path, kind, hasBody, cancellable] = route;
    const target: CallTarget = {
      method,
      path,
      kind,
      hasBody,
      cancellable,
      response: () => loadContractSchemas().then((schemas) => schemas.endpoints[name].response),
    };
    client[name] = (input?: never, options?: never) => callTarget(config, name, target, input, options);
  }
  return client as ApiClient;
}
