import { endpoints } from '../contract/endpoints.js';
import type { EndpointArgs, EndpointMethod, EndpointTable } from './endpoint-types.js';
import { type ClientConfig, callEndpoint } from './request.js';

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
 */
export function createApiClient(config: ClientConfig): ApiClient {
  return createClientFor(endpoints, config);
}
