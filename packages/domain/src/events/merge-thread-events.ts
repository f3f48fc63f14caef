import { EVENT_MERGE_WINDOW_DESCRIPTION_MS, EVENT_MERGE_WINDOW_MS } from '../constants/constants.js';
import type { ThreadEvent, ThreadEventType } from '../model/index.js';

type Kind = 'add' | 'change' | 'remove';
type ValueField = keyof Pick<
  ThreadEvent,
  | 'previous_title'
  | 'new_title'
  | 'previous_status'
  | 'new_status'
  | 'previous_due_date'
  | 'new_due_date'
  | 'previous_description'
  | 'new_description'
  | 'previous_assignee_id'
  | 'target_user_id'
>;

/** A field whose events merge: which fields hold the value before and after, and the type of each kind. */
type FieldFamily = {
  name: string;
  previous: ValueField;
  next: ValueField;
  types: Record<Kind, ThreadEventType>;
  windowMs: number;
};

const family = (
  name: string,
  previous: ValueField,
  next: ValueField,
  add: ThreadEventType,
  change: ThreadEventType,
  remove: ThreadEventType,
  windowMs = EVENT_MERGE_WINDOW_MS,
): FieldFamily => ({ name, previous, next, types: { add, change, remove }, windowMs });

const FAMILIES: FieldFamily[] = [
  family('title', 'previous_title', 'new_title', 'title_updated', 'title_updated', 'title_updated'),
  family(
    'status',
    'previous_status',
    'new_status',
    'thread_status_added',
    'thread_status_changed',
    'thread_status_removed',
  ),
  family(
    'due_date',
    'previous_due_date',
    'new_due_date',
    'due_date_added',
    'due_date_changed',
    'due_date_removed',
  ),
  family(
    'description',
    'previous_description',
    'new_description',
    'description_added',
    'description_changed',
    'description_removed',
    EVENT_MERGE_WINDOW_DESCRIPTION_MS,
  ),
  family(
    'assignee',
    'previous_assignee_id',
    'target_user_id',
    'assignee_added',
    'assignee_changed',
    'assignee_removed',
  ),
];

const FIELD_EVENTS = new Map<ThreadEventType, { family: FieldFamily; kind: Kind }>();
for (const f of FAMILIES) {
  // title_updated is only ever a change (a blank title is null, so "before" and "after" always exist).
  for (const kind of ['add', 'remove', 'change'] as const)
    FIELD_EVENTS.set(f.types[kind], { family: f, kind });
}

/** What a field event says about the field, given its kind. */
function valueBefore(event: ThreadEvent, f: FieldFamily): string | null {
  if (f.name === 'assignee' && event.event_type === 'assignee_removed') {
    return event.previous_assignee_id ?? event.target_user_id;
  }
  return event[f.previous];
}

/**
 * Combines two field events of the same family: the state before the first and the state after the second.
 * No state on either side cancels both (add then remove); equal states cancel too (a no-op); otherwise the
 * kind follows: nothing before gives an add, nothing after a remove, else a change keeping the earliest
 * previous value. Returns null when the pair cancels out.
 */
function combine(first: ThreadEvent, firstKind: Kind, second: ThreadEvent, secondKind: Kind, f: FieldFamily) {
  const hasBefore = firstKind !== 'add';
  const hasAfter = secondKind !== 'remove';
  const before = hasBefore ? valueBefore(first, f) : null;
  const after = hasAfter ? second[f.next] : null;
  if (!hasBefore && !hasAfter) return null;
  if (hasBefore && hasAfter && before === after) return null;
  const kind: Kind = !hasBefore ? 'add' : !hasAfter ? 'remove' : 'change';
  const merged: ThreadEvent = { ...first, event_type: f.types[kind], [f.previous]: before, [f.next]: after };
  return { merged, kind };
}

/** Key and direction of an event that cancels out with its opposite (channel and participant add/remove). */
function pairOf(event: ThreadEvent): { key: string; kind: 'add' | 'remove' } | null {
  switch (event.event_type) {
    case 'channel_added':
    case 'channel_removed':
      return event.channel_id === null
        ? null
        : {
            key: `${event.thread_id}|channel|${event.channel_id}`,
            kind: event.event_type === 'channel_added' ? 'add' : 'remove',
          };
    case 'recipient_added':
      // Outside addresses have no removal event; only a single workspace user can be paired.
      return event.target_user_id === null || event.external_users.length > 0
        ? null
        : { key: `${event.thread_id}|participant|${event.target_user_id}`, kind: 'add' };
    case 'self_added_as_participant':
    case 'discussion_user_removed': {
      const user = event.target_user_id ?? event.initiator_id;
      return user === null
        ? null
        : {
            key: `${event.thread_id}|participant|${user}`,
            kind: event.event_type === 'discussion_user_removed' ? 'remove' : 'add',
          };
    }
    default:
      return null;
  }
}

const timeOf = (event: ThreadEvent) => Date.parse(event.date);

type Open = { index: number; kind: Kind; lastTime: number };

/**
 * Merges a thread's events the way the thread screen shows them (spec doc 1 section 4, doc 2 section 9).
 *
 * Field events (title, status, due date, description, assignee) by the same initiator within 5 minutes
 * (30 for the description) of the previous one of that field merge: add then change gives add; add then
 * remove cancels both; change then change/remove keeps the earliest previous value; remove then add becomes a
 * change; a merge that ends where it started disappears. Merges chain (each event within the window of the
 * last one merged) and the merged event keeps the first event's id and date.
 *
 * Channel add/remove and participant add/remove (recipient_added or self_added_as_participant vs
 * discussion_user_removed, for the same channel or user) by the same initiator within 5 minutes cancel out.
 *
 * Input in date order (it is sorted stably anyway); output in date order.
 */
export function mergeThreadEvents(events: ThreadEvent[]): ThreadEvent[] {
  const sorted = events
    .map((event, index) => ({ event, index, time: timeOf(event) }))
    .sort((a, b) => a.time - b.time || a.index - b.index);
  const out: (ThreadEvent | null)[] = [];
  const openFields = new Map<string, Open[]>();
  const openPairs = new Map<string, Open[]>();

  for (const { event, time } of sorted) {
    const field = FIELD_EVENTS.get(event.event_type);
    if (field) {
      const key = `${event.thread_id}|${field.family.name}`;
      const stack = openFields.get(key) ?? [];
      openFields.set(key, stack);
      const top = stack.at(-1);
      if (
        top &&
        out[top.index]!.initiator_id === event.initiator_id &&
        time - top.lastTime <= field.family.windowMs
      ) {
        const result = combine(out[top.index]!, top.kind, event, field.kind, field.family);
        if (result) {
          out[top.index] = result.merged;
          top.kind = result.kind;
          top.lastTime = time;
        } else {
          out[top.index] = null;
          stack.pop();
        }
        continue;
      }
      stack.push({ index: out.length, kind: field.kind, lastTime: time });
      out.push(event);
      continue;
    }

    const pair = pairOf(event);
    if (pair) {
      const stack = openPairs.get(pair.key) ?? [];
      openPairs.set(pair.key, stack);
      const top = stack.at(-1);
      if (
        top &&
        top.kind !== pair.kind &&
        out[top.index]!.initiator_id === event.initiator_id &&
        time - top.lastTime <= EVENT_MERGE_WINDOW_MS
      ) {
        out[top.index] = null;
        stack.pop();
        continue;
      }
      stack.push({ index: out.length, kind: pair.kind, lastTime: time });
    }
    out.push(event);
  }
  return out.filter((event): event is ThreadEvent => event !== null);
}
