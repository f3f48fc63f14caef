import { ApiError, UNAVAILABLE_ATTEMPTS } from '@switchboard/api-client';
import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_WRITE,
  isWaitingChange,
  OrderedMutationCache,
  replayRetryDelay,
  retryReplayedChange,
} from './offline-queue';

const clients: QueryClient[] = [];
afterEach(() => {
  onlineManager.setOnline(true);
  for (const client of clients.splice(0)) client.unmount();
});

/** Three writes made offline; each call answers when the test says, and the log says when each started. */
function queueThree(cache: MutationCache) {
  const client = new QueryClient({ mutationCache: cache });
  // Mounted, as the app's provider does: a reconnect resumes the paused mutations.
  client.mount();
  clients.push(client);
  const log: string[] = [];
  const answers = new Map<string, () => void>();
  onlineManager.setOnline(false);
  const settled = ['archive', 'star', 'label'].map((name) =>
    client
      .getMutationCache()
      .build(client, {
        mutationKey: [name],
        mutationFn: () =>
          new Promise<string>((resolve, reject) => {
            log.push(`start ${name}`);
            answers.set(name, () => (name === 'star' ? reject(new Error('refused')) : resolve(name)));
          }),
      })
      .execute(undefined)
      .then(
        (value) => log.push(`done ${value}`),
        () => log.push(`refused ${name}`),
      ),
  );
  return { client, log, answers, settled };
}

describe('changes made offline', () => {
  it('wait (paused) until the network is back, then go out one after another in the order they were made', async () => {
    const { client, log, answers, settled } = queueThree(new OrderedMutationCache());
    await vi.waitFor(() =>
      expect(client.getMutationCache().getAll().filter(isWaitingChange)).toHaveLength(3),
    );
    expect(log).toEqual([]);

    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(log).toEqual(['start archive']));
    answers.get('archive')?.();
    await vi.waitFor(() => expect(log).toEqual(['start archive', 'done archive', 'start star']));
    // A refused one does not stop the queue: the next goes out after it.
    answers.get('star')?.();
    await vi.waitFor(() => expect(log.at(-1)).toBe('start label'));
    answers.get('label')?.();
    await Promise.all(settled);
    expect(log).toEqual([
      'start archive',
      'done archive',
      'start star',
      'refused star',
      'start label',
      'done label',
    ]);
    expect(client.getMutationCache().getAll().filter(isWaitingChange)).toHaveLength(0);
  });

  it("waits a background write too, and sends it on reconnect, without counting it as the person's change", async () => {
    const client = new QueryClient({ mutationCache: new OrderedMutationCache() });
    client.mount();
    clients.push(client);
    onlineManager.setOnline(false);
    const sent: string[] = [];
    const build = (name: string, meta?: typeof BACKGROUND_WRITE) =>
      client
        .getMutationCache()
        .build(client, { mutationKey: [name], meta, mutationFn: async () => sent.push(name) })
        .execute(undefined);
    const done = [build('star'), build('last opened split', BACKGROUND_WRITE)];
    const all = () => client.getMutationCache().getAll();
    await vi.waitFor(() => expect(all().filter((m) => m.state.isPaused)).toHaveLength(2));
    expect(
      all()
        .filter(isWaitingChange)
        .map((m) => m.options.mutationKey),
    ).toEqual([['star']]);

    onlineManager.setOnline(true);
    await Promise.all(done);
    expect(sent).toEqual(['star', 'last opened split']);
  });

  it("(TanStack's own cache sends them all at once, which is why the app uses the ordered one)", async () => {
    const { log, answers, settled } = queueThree(new MutationCache());
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(log).toEqual(['start archive', 'start star', 'start label']));
    for (const answer of answers.values()) answer();
    await Promise.all(settled);
  });

  describe('refused under load (503: the server did nothing)', () => {
    const busy = (retryAfterMs = 0) =>
      new ApiError({
        type: 'unavailable',
        message: 'The server is busy, try again shortly',
        status: 503,
        endpoint: 'starThreads',
        retryAfterMs,
      });

    /** A client with the app's mutation retry; `answers` says how each send of the write is answered. */
    function clientWith(answers: Array<'busy' | 'ok'>, retryAfterMs = 0) {
      const client = new QueryClient({
        mutationCache: new OrderedMutationCache(),
        defaultOptions: { mutations: { retry: retryReplayedChange, retryDelay: replayRetryDelay } },
      });
      client.mount();
      clients.push(client);
      const sends: string[] = [];
      const write = () =>
        client
          .getMutationCache()
          .build(
            client,
            client.defaultMutationOptions({
              mutationKey: ['star'],
              mutationFn: async () => {
                const answer = answers[sends.length] ?? 'ok';
                sends.push(answer);
                if (answer === 'busy') throw busy(retryAfterMs);
                return 'starred';
              },
            }),
          )
          .execute(undefined);
      return { client, sends, write };
    }

    it('a change replayed on reconnect is sent again after Retry-After, and is not lost', async () => {
      const { sends, write } = clientWith(['busy', 'busy', 'ok']);
      onlineManager.setOnline(false);
      const result = write();
      onlineManager.setOnline(true);
      await expect(result).resolves.toBe('starred');
      expect(sends).toEqual(['busy', 'busy', 'ok']);
    });

    it(`a replayed change gives up after ${UNAVAILABLE_ATTEMPTS} refusals, with the refusal`, async () => {
      const { sends, write } = clientWith(['busy', 'busy', 'busy', 'ok']);
      onlineManager.setOnline(false);
      const result = write();
      onlineManager.setOnline(true);
      await expect(result).rejects.toMatchObject({ type: 'unavailable' });
      expect(sends).toHaveLength(UNAVAILABLE_ATTEMPTS);
    });

    it('a replayed change that pauses between two sends (the network gone again) goes out on the next reconnect', async () => {
      const { sends, write } = clientWith(['busy', 'ok'], 100);
      onlineManager.setOnline(false);
      const result = write();
      onlineManager.setOnline(true);
      await vi.waitFor(() => expect(sends).toEqual(['busy']));
      // Offline before the second send (asked for 100 ms later): it waits again, and the queue with it.
      onlineManager.setOnline(false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sends).toEqual(['busy']);
      onlineManager.setOnline(true);
      await expect(result).resolves.toBe('starred');
      expect(sends).toEqual(['busy', 'ok']);
    });

    it('a write made online is never sent again: its caller shows the refusal', async () => {
      const { sends, write } = clientWith(['busy', 'ok']);
      await expect(write()).rejects.toMatchObject({ type: 'unavailable' });
      expect(sends).toEqual(['busy']);
    });

    it('waits what the refusal asks, bounded', () => {
      expect(replayRetryDelay(0, busy(2000))).toBe(2000);
      expect(replayRetryDelay(0, busy(600_000))).toBe(10_000);
      expect(replayRetryDelay(0, new Error('other'))).toBe(1000);
    });
  });
});
