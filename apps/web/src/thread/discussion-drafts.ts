/** Where unsent private messages wait, by thread: this browser's local storage, like the drafts. */
export const DISCUSSION_DRAFTS_KEY = 'switchboard.discussion-drafts';

type Backing = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The private message being written on each thread, kept on every change so closing the Discussion, leaving
 * the thread or reloading loses nothing; emptied when it is sent. A broken or foreign stored value reads as
 * no drafts (and is replaced on the next save); storage failures are logged, never thrown.
 */
export function createDiscussionDrafts(storage: () => Backing | null) {
  const read = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(DISCUSSION_DRAFTS_KEY) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      return {};
    }
  };
  return {
    get: (threadId: string): string => read()[threadId] ?? '',
    set(threadId: string, html: string): void {
      const drafts = read();
      if (html === '') delete drafts[threadId];
      else drafts[threadId] = html;
      try {
        storage()?.setItem(DISCUSSION_DRAFTS_KEY, JSON.stringify(drafts));
      } catch (error) {
        console.error(error);
      }
    },
  };
}

export const discussionDrafts = createDiscussionDrafts(() =>
  typeof localStorage === 'undefined' ? null : localStorage,
);
