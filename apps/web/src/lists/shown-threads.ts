import type { ThreadListRow } from '@switchboard/domain';

/**
 * The rows the list on screen shows, by id: what a drop of dragged rows (which carry only their ids)
 * acts on. Set by the list screen as its rows change.
 */
let shown: ReadonlyMap<string, ThreadListRow> = new Map();

export function setShownThreads(threads: readonly ThreadListRow[]) {
  shown = new Map(threads.map((thread) => [thread.id, thread]));
}

/** The shown rows of these ids (ids no longer shown are left out). */
export function shownThreads(ids: readonly string[]): ThreadListRow[] {
  return ids.flatMap((id) => {
    const thread = shown.get(id);
    return thread ? [thread] : [];
  });
}
