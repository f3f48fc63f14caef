import type { InboxItem, Thread, User } from '@switchboard/domain';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient, CancellableResult, Page } from '../src/index.js';

// These assertions are checked by `tsc` (the package's typecheck), and the @ts-expect-error lines fail
// the type-check if a wrong call ever compiles.
describe('the client types', () => {
  it('infer params, query, body and answer from the table', () => {
    expectTypeOf<ApiClient['getSelf']>().returns.resolves.toEqualTypeOf<User>();
    expectTypeOf<ApiClient['getThread']>().parameter(0).toEqualTypeOf<{
      params: { thread_id: string };
      query?: undefined;
      body?: undefined;
    }>();
    expectTypeOf<ApiClient['getThread']>().returns.resolves.toEqualTypeOf<Thread>();
    expectTypeOf<ApiClient['listInboxEvents']>().returns.resolves.toEqualTypeOf<Page<InboxItem>>();
    expectTypeOf<ApiClient['trashThread']>().returns.resolves.toEqualTypeOf<CancellableResult<Thread>>();
    expectTypeOf<ApiClient['starThreads']>().returns.resolves.toEqualTypeOf<CancellableResult<undefined>>();
  });

  it('refuse wrong calls', () => {
    const refused = (api: ApiClient) => {
      // @ts-expect-error the thread id is required
      void api.getThread({});
      // @ts-expect-error limit is a number
      void api.listInboxEvents({ query: { limit: '25' } });
      // @ts-expect-error unknown category
      void api.listInboxEvents({ query: { category: 'junk' } });
      // @ts-expect-error a bulk action needs its body
      void api.starThreads({});
      // @ts-expect-error wrong param name
      void api.getChannel({ params: { thread_id: 'x' } });
    };
    expectTypeOf(refused).toBeFunction();
  });
});
