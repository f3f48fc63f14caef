import type { Thread } from '@switchboard/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { blankDraft } from './draft-store';
import { pendingSends, type SendRequest } from './pending-sends';

const thread = { id: 't-1' } as Thread;
const reply = (content: string): SendRequest => ({
  draft: { ...blankDraft({ id: 'thread:t-1', origin: 'reply', threadId: 't-1' }), content },
  target: 'existing_thread',
  thread,
  scheduledDate: null,
});

describe('pending sends', () => {
  beforeEach(() => pendingSends.clear('thread:t-1'));

  it('a draft sent again after a failure goes under the same message id (the server never gets it twice)', () => {
    const first = pendingSends.idsFor(reply('<p>Hi</p>'));
    pendingSends.set({ request: reply('<p>Hi</p>'), ...first });
    const again = pendingSends.idsFor(reply('<p>Hi there</p>'));
    expect(again).toEqual(first);
    expect(pendingSends.ofMessage(first.messageId)?.request.draft.id).toBe('thread:t-1');
  });

  it('a new thread keeps its thread id too; a reply lands in its own thread', () => {
    const request: SendRequest = { ...reply('<p>Hi</p>'), target: 'new_thread' };
    const first = pendingSends.idsFor(request);
    expect(first.threadId).not.toBe('t-1');
    pendingSends.set({ request, ...first });
    expect(pendingSends.idsFor(request)).toEqual(first);
    // The same draft now answering in the thread: same message, the thread's id.
    expect(pendingSends.idsFor(reply('<p>Hi</p>'))).toEqual({ messageId: first.messageId, threadId: 't-1' });
  });

  it('once the server has it, the next send of the draft is a new message', () => {
    const first = pendingSends.idsFor(reply('<p>Hi</p>'));
    pendingSends.set({ request: reply('<p>Hi</p>'), ...first });
    pendingSends.clear('thread:t-1');
    expect(pendingSends.idsFor(reply('<p>Hi</p>')).messageId).not.toBe(first.messageId);
    expect(pendingSends.ofMessage(first.messageId)).toBeNull();
  });
});
