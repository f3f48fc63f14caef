import { isApiError } from '@switchboard/api-client';
import type { Draft, Thread } from '@switchboard/domain';

/** What the app knows of a draft's thread: the thread, or the error its load gave. */
export interface DraftThreadState {
  data?: Pick<Thread, 'trashed_date'> | undefined;
  error?: unknown;
}

/**
 * The drafts to delete (spec: "Drafts whose thread is trashed or gone are deleted automatically"): those
 * whose thread the server says is not found, or is in the trash. A thread still loading, or one that
 * failed for another reason (offline, a server error), keeps its draft: nothing typed is lost on a guess.
 */
export function staleDrafts(
  drafts: readonly Pick<Draft, 'id' | 'threadId'>[],
  threadOf: (threadId: string) => DraftThreadState | undefined,
): string[] {
  return drafts.flatMap((draft) => {
    if (draft.threadId === null) return [];
    const state = threadOf(draft.threadId);
    if (!state) return [];
    const gone = isApiError(state.error) && state.error.type === 'not_found';
    return gone || state.data?.trashed_date ? [draft.id] : [];
  });
}
