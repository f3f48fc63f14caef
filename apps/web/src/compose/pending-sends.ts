import type { Draft, Thread } from '@switchboard/domain';

export interface SendRequest {
  draft: Draft;
  /** Where it goes: a reply in the thread, or a new thread (new, forward, reply with other recipients). */
  target: 'existing_thread' | 'new_thread';
  /** The origin thread of a reply or forward. */
  thread: Thread | null;
  scheduledDate: Date | null;
}

/** A send the server has not confirmed yet (on its way, or failed): what was sent, under which ids. */
export interface PendingSend {
  request: SendRequest;
  messageId: string;
  /** The thread it lands in: the reply's thread, or the new thread's id chosen here. */
  threadId: string;
}

const byDraft = new Map<string, PendingSend>();

/**
 * The sends of this tab the server has not confirmed, by draft. A draft sent again after a failure (from
 * its composer, or by Resend on the failed message) goes under the same message and thread ids, so the
 * server never gets it twice (a repeat of a send that did land is refused as a conflict).
 */
export const pendingSends = {
  ofDraft: (draftId: string): PendingSend | null => byDraft.get(draftId) ?? null,
  ofMessage(messageId: string): PendingSend | null {
    for (const pending of byDraft.values()) if (pending.messageId === messageId) return pending;
    return null;
  },
  /**
   * The ids a send of `request` uses: its draft's pending message id (so the failed message it left is the
   * one sent again), and the pending thread id when it goes to the same place; new ones otherwise.
   */
  idsFor(request: SendRequest): { messageId: string; threadId: string } {
    const previous = byDraft.get(request.draft.id);
    const threadId =
      request.target === 'existing_thread' && request.thread
        ? request.thread.id
        : previous && previous.request.target === 'new_thread'
          ? previous.threadId
          : crypto.randomUUID();
    return { messageId: previous?.messageId ?? crypto.randomUUID(), threadId };
  },
  set: (pending: PendingSend): void => void byDraft.set(pending.request.draft.id, pending),
  clear: (draftId: string): void => void byDraft.delete(draftId),
};
