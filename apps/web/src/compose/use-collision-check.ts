import {
  type Draft,
  isDraftEmpty,
  type Message,
  type Thread,
  teammateRepliesSince,
} from '@switchboard/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useQueries } from '../queries';

/**
 * The thread messages each reply draft knows of (by draft id): those there when it was started, plus the
 * replies acknowledged in the warning since. In memory for the tab, so a draft popped out into a window
 * (or back) keeps what it knew.
 */
const knownByDraft = new Map<string, Set<string>>();

/**
 * The collision warning's memory for a reply draft. While the draft is empty it keeps up with the thread
 * (what is on screen when the user starts writing is known); from the first character on, a teammate's new
 * reply is unknown until acknowledged. `unseenReplies()` answers those replies (`teammateRepliesSince`);
 * `acknowledge` makes them known.
 */
export function useCollisionCheck(draft: Draft, thread: Thread | null) {
  const queries = useQueries();
  const { data: self } = useQuery(queries.self());
  const watched = draft.origin === 'reply' && thread !== null;
  const pages = useInfiniteQuery({
    ...queries.threadMessagesInfinite(thread?.id ?? ''),
    enabled: watched,
  });
  const threadMessages = useMemo(() => (pages.data?.pages ?? []).flatMap((page) => page.data), [pages.data]);
  const empty = isDraftEmpty(draft);
  const loaded = pages.data !== undefined;
  useEffect(() => {
    if (!watched || !loaded) return;
    if (empty || !knownByDraft.has(draft.id)) {
      knownByDraft.set(draft.id, new Set(threadMessages.map((message) => message.id)));
    }
  }, [watched, loaded, empty, draft.id, threadMessages]);

  return {
    unseenReplies(): Message[] {
      const known = knownByDraft.get(draft.id);
      if (!watched || !known || !self) return [];
      return teammateRepliesSince(threadMessages, { known, selfId: self.id });
    },
    acknowledge(replies: readonly Message[]) {
      const known = knownByDraft.get(draft.id) ?? new Set<string>();
      for (const reply of replies) known.add(reply.id);
      knownByDraft.set(draft.id, known);
    },
  };
}
