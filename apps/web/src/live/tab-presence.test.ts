import type { ApiClient, PresenceActivity } from '@switchboard/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimPresence, tabActivity } from './tab-presence';

/** An api that records what the tab announced, thread by thread. */
function recordingApi() {
  const said: [string, PresenceActivity | null][] = [];
  const api = {
    announcePresence: async (request: {
      params: { thread_id: string };
      body: { activity: PresenceActivity | null };
    }) => {
      said.push([request.params.thread_id, request.body.activity]);
    },
  } as unknown as ApiClient;
  return { api, said };
}

const settled = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('tabActivity', () => {
  it('is replying when any composer writes, viewing when the thread is only open, none when nothing claims', () => {
    expect(tabActivity(['viewing', 'replying', 'viewing'])).toBe('replying');
    expect(tabActivity(['viewing'])).toBe('viewing');
    expect(tabActivity([])).toBeNull();
  });
});

describe('claimPresence', () => {
  it("says 'replying' while a draft is written on the open thread, and 'viewing' again once it is emptied", async () => {
    const { api, said } = recordingApi();
    const leaveThread = claimPresence(api, 't1', 'viewing');
    await settled();
    const stopWriting = claimPresence(api, 't1', 'replying');
    await settled();
    stopWriting();
    await settled();
    leaveThread();
    await settled();
    expect(said).toEqual([
      ['t1', 'viewing'],
      ['t1', 'replying'],
      ['t1', 'viewing'],
      ['t1', null],
    ]);
  });

  it('keeps replying when the thread screen closes while a reply window still writes on it', async () => {
    const { api, said } = recordingApi();
    const leaveThread = claimPresence(api, 't2', 'viewing');
    const writing = claimPresence(api, 't2', 'replying');
    await settled();
    leaveThread();
    await settled();
    expect(said).toEqual([['t2', 'replying']]);
    writing();
    await settled();
    expect(said.at(-1)).toEqual(['t2', null]);
  });

  it('says nothing for a remount (released and claimed again in one go)', async () => {
    const { api, said } = recordingApi();
    const first = claimPresence(api, 't3', 'viewing');
    await settled();
    first();
    const second = claimPresence(api, 't3', 'viewing');
    await settled();
    expect(said).toEqual([['t3', 'viewing']]);
    second();
    await settled();
  });

  it('repeats the strongest claim every few seconds while held, and stops once released', async () => {
    vi.useFakeTimers();
    const { api, said } = recordingApi();
    const viewing = claimPresence(api, 't4', 'viewing');
    const writing = claimPresence(api, 't4', 'replying');
    await settled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(said).toEqual([
      ['t4', 'replying'],
      ['t4', 'replying'],
      ['t4', 'replying'],
    ]);
    writing();
    viewing();
    await settled();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(said.at(-1)).toEqual(['t4', null]);
    expect(said).toHaveLength(4);
  });
});
