import type { DropItem } from 'react-aria';

/** The drag type of thread rows: what the split tabs and the sidebar's channels accept. */
export const THREAD_DRAG_TYPE = 'application/x-switchboard-thread';

/** Whether a drag carries threads (checked while dragging, before the ids can be read). */
export function carriesThreads(types: { has: (type: string) => boolean }): boolean {
  return types.has(THREAD_DRAG_TYPE);
}

/** The thread ids of a drop: one per dragged row. */
export async function threadIdsOfDrop(items: readonly DropItem[]): Promise<string[]> {
  const ids = await Promise.all(
    items.map((item) =>
      item.kind === 'text' && item.types.has(THREAD_DRAG_TYPE) ? item.getText(THREAD_DRAG_TYPE) : null,
    ),
  );
  return ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
}
