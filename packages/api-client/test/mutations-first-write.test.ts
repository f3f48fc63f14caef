import type { InboxItem, Thread } from '@switchboard/domain';
import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  createMutations,
  createQueries,
  createQueryClient,
  type Page,
  queryKeys,
} from '../src/index.js';
import { inboxItem, page, thread, user } from './fixtures.js';

// Its own file: the specs of the writes (mutation-specs.ts) are loaded once per module graph, and here no
// one has loaded them before the first write.
describe('the first write before the specs are loaded', () => {
  it('applies its change once they are, then calls the server and refetches as usual', async () => {
    const queryClient = createQueryClient();
    const calls: unknown[] = [];
    const api = {
      starThreads: async (input: unknown) => {
        calls.push(input);
        return { data: undefined, cancelToken: 'c1' };
      },
    } as unknown as ApiClient;
    const inboxKey = createQueries({} as ApiClient).inboxEvents().queryKey;
    queryClient.setQueryData(queryKeys.self(), user());
    queryClient.setQueryData(inboxKey, page([inboxItem('ie_1', 't_1'), inboxItem('ie_2', 't_2')]));
    queryClient.setQueryData(queryKeys.threads.detail('t_1'), thread('t_1'));
    const mutations = createMutations(api, queryClient);

    const observer = new MutationObserver(queryClient, mutations.starThreads());
    const done = observer.mutate({ body: { thread_ids: ['t_1'] } });
    const starred = () =>
      queryClient.getQueryData<Page<InboxItem>>(inboxKey)?.data.map((item) => item.thread.is_starred);
    await vi.waitFor(() => expect(starred()).toEqual([true, false]));
    await done;
    expect(calls).toEqual([{ body: { thread_ids: ['t_1'] } }]);
    expect(queryClient.getQueryData<Thread>(queryKeys.threads.detail('t_1'))?.is_starred).toBe(true);
    queryClient.clear();
  });
});
