/** What a thread list row offers to be matched with a change waiting for the network. */
export interface WaitingRowFacts {
  id: string;
  inbox_event_id?: string | null;
  last_activity?: { message_id?: string | null };
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * The rows (by thread id) that a change waiting for the network (a paused mutation's variables) concerns:
 * the threads it names (`params.thread_id`, `body.thread_ids`, `body.thread_id`, `body.threadPublicIds`),
 * the row of the inbox item it names (`params.inbox_item_id`: archive) and the row whose last message it
 * names (`body.message_ids`: mark read). Each such row shows as pending until the change is sent.
 */
export function threadsWithWaitingChanges(
  variables: readonly unknown[],
  rows: readonly WaitingRowFacts[],
): ReadonlySet<string> {
  const named = new Set<string>();
  for (const vars of variables) {
    if (!vars || typeof vars !== 'object') continue;
    const { params, body } = vars as { params?: Record<string, unknown>; body?: Record<string, unknown> };
    for (const id of [
      ...strings(params?.thread_id),
      ...strings(params?.inbox_item_id),
      ...strings(body?.thread_id),
      ...strings(body?.thread_ids),
      ...strings(body?.threadPublicIds),
      ...strings(body?.message_ids),
    ])
      named.add(id);
  }
  const waiting = new Set<string>();
  if (named.size === 0) return waiting;
  for (const row of rows) {
    const itemId = row.inbox_event_id;
    const messageId = row.last_activity?.message_id;
    if (named.has(row.id) || (itemId && named.has(itemId)) || (messageId && named.has(messageId)))
      waiting.add(row.id);
  }
  return waiting;
}
