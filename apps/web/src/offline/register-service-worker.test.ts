import { describe, expect, it, vi } from 'vitest';
import { claimWhenActive } from './register-service-worker';

function container(controlled: boolean) {
  const postMessage = vi.fn();
  const active = { postMessage } as unknown as ServiceWorker;
  return {
    postMessage,
    container: {
      ready: Promise.resolve({ active } as ServiceWorkerRegistration),
      controller: controlled ? active : null,
    },
  };
}

describe('claimWhenActive', () => {
  it('asks the active worker to claim a page it does not control', async () => {
    const { container: c, postMessage } = container(false);
    await claimWhenActive(c);
    expect(postMessage).toHaveBeenCalledWith({ type: 'switchboard:claim' });
  });

  it('asks nothing of a worker that already controls the page', async () => {
    const { container: c, postMessage } = container(true);
    await claimWhenActive(c);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
