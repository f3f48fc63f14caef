import type { Draft } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { blankDraft } from './draft-store';
import { undoSend } from './undo-send';

/** Records what the user sees happen, in order: where the draft is, and the toasts. */
function harness() {
  const events: string[] = [];
  const stored = new Map<string, Draft>();
  let answer: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  return {
    events,
    stored,
    answerCancel: (ok: boolean) => (ok ? answer?.resolve() : answer?.reject(new Error('not found'))),
    deps: {
      cancel: (token: string) =>
        new Promise<void>((resolve, reject) => {
          events.push(`cancel ${token}`);
          answer = { resolve, reject };
        }),
      restore: (draft: Draft) => {
        stored.set(draft.id, draft);
        events.push(`restored ${draft.id}`);
      },
      withdraw: (draft: Draft) => {
        stored.delete(draft.id);
        events.push(`withdrawn ${draft.id}`);
      },
      notify: (text: string) => void events.push(`toast ${text}`),
      notifyError: (text: string) => void events.push(`error ${text}`),
    },
  };
}

const draft = { ...blankDraft({ id: 'thread:t-1', origin: 'reply', threadId: 't-1' }), content: '<p>Hi</p>' };

describe('undo of a send', () => {
  it("restores the draft at once, before the server answers the cancel, then says 'Message deleted'", async () => {
    const h = harness();
    const done = undoSend({ draft, newThread: false, cancelToken: 'tok', ...h.deps });
    // The cancel is still on its way: the draft is back already.
    expect(h.events).toEqual(['restored thread:t-1', 'cancel tok']);
    expect(h.stored.get('thread:t-1')?.content).toBe('<p>Hi</p>');
    h.answerCancel(true);
    expect(await done).toBe('cancelled');
    expect(h.events.at(-1)).toBe('toast Message deleted');
    expect(h.stored.has('thread:t-1')).toBe(true);
  });

  it("a new thread: 'Thread deleted'", async () => {
    const h = harness();
    const done = undoSend({ draft, newThread: true, cancelToken: 'tok', ...h.deps });
    h.answerCancel(true);
    await done;
    expect(h.events.at(-1)).toBe('toast Thread deleted');
  });

  it('when the message already went (Send now, window ended) the restored draft is deleted again and the error says so', async () => {
    const h = harness();
    const done = undoSend({ draft, newThread: false, cancelToken: 'tok', ...h.deps });
    expect(h.stored.has('thread:t-1')).toBe(true);
    h.answerCancel(false);
    expect(await done).toBe('already_sent');
    expect(h.stored.has('thread:t-1')).toBe(false);
    expect(h.events).toEqual([
      'restored thread:t-1',
      'cancel tok',
      'withdrawn thread:t-1',
      'error This message was already sent, so it could not be undone. The restored draft was deleted.',
    ]);
  });

  it('without a cancel token nothing is restored (the send cannot be undone)', async () => {
    const h = harness();
    expect(await undoSend({ draft, newThread: false, cancelToken: undefined, ...h.deps })).toBe(
      'already_sent',
    );
    expect(h.stored.size).toBe(0);
    expect(h.events).toEqual(['error This message was already sent, so it could not be undone.']);
  });
});
