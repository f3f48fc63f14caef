import type { ThreadEvent, ThreadEventType } from '../model/index.js';

/** A run of consecutive participant events shown as one line. */
export type ThreadEventGroup = { kind: 'group'; events: ThreadEvent[] };

const GROUPED_TYPES: readonly ThreadEventType[] = ['recipient_added', 'self_added_as_participant'];

/**
 * Groups consecutive participant events (spec doc 1 section 4): a run of two or more consecutive
 * `recipient_added` events, or of two or more consecutive `self_added_as_participant` events, becomes one
 * `{ kind: 'group', events }` (shown as 'Alice added Bob, Carol & Dave' or 'Bob & Carol joined the
 * discussion'). A run of one stays a plain event; order is kept.
 */
export function groupThreadEvents(events: ThreadEvent[]): (ThreadEvent | ThreadEventGroup)[] {
  const out: (ThreadEvent | ThreadEventGroup)[] = [];
  let run: ThreadEvent[] = [];
  const flush = () => {
    if (run.length === 1) out.push(run[0]!);
    else if (run.length > 1) out.push({ kind: 'group', events: run });
    run = [];
  };
  for (const event of events) {
    if (!GROUPED_TYPES.includes(event.event_type)) {
      flush();
      out.push(event);
    } else {
      if (run.length > 0 && run[0]!.event_type !== event.event_type) flush();
      run.push(event);
    }
  }
  flush();
  return out;
}
