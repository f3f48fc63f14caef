import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_WRITE, isWaitingChange, OrderedMutationCache } from './offline-queue';

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
});
