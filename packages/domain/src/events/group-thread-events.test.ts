import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '../model/index.js';
import { groupThreadEvents } from './group-thread-events.js';
import { testThreadEvent } from './test-thread-event.js';

let n = 0;
const ev = (event_type: ThreadEvent['event_type'], target_user_id: string | null = null): ThreadEvent =>
  testThreadEvent(event_type, { id: `e${n++}`, target_user_id });

describe('groupThreadEvents: "Consecutive recipient_added/self_added_as_participant events are grouped"', () => {
  it('groups a run of recipient_added events', () => {
    const a = ev('recipient_added', 'bob');
    const b = ev('recipient_added', 'carol');
    const other = ev('channel_added');
    expect(groupThreadEvents([other, a, b])).toEqual([other, { kind: 'group', events: [a, b] }]);
  });

  it('groups a run of self_added_as_participant events', () => {
    const a = ev('self_added_as_participant');
    const b = ev('self_added_as_participant');
    const c = ev('self_added_as_participant');
    expect(groupThreadEvents([a, b, c])).toEqual([{ kind: 'group', events: [a, b, c] }]);
  });

  it('keeps a run of one as a plain event and splits runs of different types or interrupted runs', () => {
    const a = ev('recipient_added', 'bob');
    const b = ev('self_added_as_participant');
    const c = ev('self_added_as_participant');
    const d = ev('title_updated');
    const e = ev('recipient_added', 'dave');
    expect(groupThreadEvents([a, b, c, d, e])).toEqual([a, { kind: 'group', events: [b, c] }, d, e]);
  });

  it('gives nothing for nothing', () => {
    expect(groupThreadEvents([])).toEqual([]);
  });
});
