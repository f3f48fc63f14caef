import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpointRoutes } from '../src/contract/endpoint-routes.js';
import { type AnyEndpoint, createApiClient, endpoints } from '../src/index.js';

const routesUrl = new URL('../src/contract/endpoint-routes.ts', import.meta.url);

function routeOf(endpoint: AnyEndpoint) {
  return [endpoint.method, endpoint.path, endpoint.kind, endpoint.body !== undefined, endpoint.cancellable];
}

function routesSource(): string {
  const lines = Object.entries(endpoints).map(
    ([name, endpoint]) => `  ${name}: ${JSON.stringify(routeOf(endpoint)).replaceAll('"', "'")},`,
  );
  return `import type { EndpointKind, HttpMethod } from './define-endpoint.js';
import type { EndpointName } from './endpoints.js';

/*
 * Generated from the contract's table (endpoints.ts) by test/endpoint-routes.test.ts; after a change of the
 * table run \`UPDATE_ROUTES=1 pnpm vitest run --project api-client test/endpoint-routes.test.ts\`.
 * The client calls with these and loads the schemas apart (docs/ARCHITECTURE.md, "What /inbox loads at start").
 */

/** An endpoint without its schemas: what a call needs before its answer comes. */
export type EndpointRoute = readonly [
  method: HttpMethod,
  path: string,
  kind: EndpointKind,
  hasBody: boolean,
  cancellable: boolean,
];

export const endpointRoutes: { readonly [K in EndpointName]: EndpointRoute } = {
${lines.join('\n')}
};
`;
}

describe('the routes the client calls with', () => {
  it('are the contract table, endpoint by endpoint', () => {
    if (process.env.UPDATE_ROUTES === '1') writeFileSync(routesUrl, routesSource());
    const expected = Object.fromEntries(
      Object.entries(endpoints).map(([name, endpoint]) => [name, routeOf(endpoint)]),
    );
    // Out of date? Run: UPDATE_ROUTES=1 pnpm vitest run --project api-client test/endpoint-routes.test.ts
    expect(endpointRoutes).toEqual(expected);
  });

  it('give the client one method per endpoint of the table', () => {
    const client = createApiClient({ baseUrl: '/api', getAccessToken: () => null });
    expect(Object.keys(client).sort()).toEqual(Object.keys(endpoints).sort());
  });
});
