import {
  describeThreadEvent,
  describeThreadEventGroup,
  groupThreadEvents,
  type Message,
  mergeThreadEvents,
  type ThreadEvent,
  type ThreadEventContext,
} from '@switchboard/domain';

/** One entry of the thread screen, in time order: a message, or a merged / grouped event line. */
export type TimelineEntry =
  | { kind: 'message'; date: string; message: Message }
  | { kind: 'event'; date: string; id: string; text: string; personIds: string[] };

/**
 * Interleaves messages and thread events by date. Events are merged (same user within 5 minutes...)
 * and grouped ('A & B joined the discussion') by the domain's rules; those that describe to nothing
 * (unknown types) are left out.
 */
export function threadTimeline(
  threadMessages: readonly Message[],
  events: readonly ThreadEvent[],
  ctx: ThreadEventContext,
): TimelineEntry[] {
  const eventEntries: TimelineEntry[] = [];
  for (const item of groupThreadEvents(mergeThreadEvents([...events]))) {
    if ('kind' in item) {
      const text = describeThreadEventGroup(item, ctx);
      const last = item.events.at(-1);
      if (text && last) {
        eventEntries.push({
          kind: 'event',
          date: last.date,
          id: item.events.map((event) => event.id).join('+'),
          text,
          personIds: [
            ...new Set(item.events.map((event) => event.target_user_id ?? event.initiator_id ?? '')),
          ].filter(Boolean),
        });
      }
    } else {
      const text = describeThreadEvent(item, ctx);
      if (text) {
        eventEntries.push({
          kind: 'event',
          date: item.date,
          id: item.id,
          text,
          personIds: item.initiator_id ? [item.initiator_id] : [],
        });
      }
    }
  }
  const messageEntries: TimelineEntry[] = threadMessages.map((message) => ({
    kind: 'message',
    date: message.creation_date,
    message,
  }));
  // Messages keep the server's order; each event goes after the messages dated before it.
  const out: TimelineEntry[] = [];
  let e = 0;
  for (const entry of messageEntries) {
    while (e < eventEntries.length && (eventEntries[e]?.date ?? '') < entry.date)
      out.push(eventEntries[e++]!);
    out.push(entry);
  }
  while (e < eventEntries.length) out.push(eventEntries[e++]!);
  return out;
}
