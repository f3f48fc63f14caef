import { describe, expect, it } from 'vitest';
import { threadsWithWaitingChanges } from './waiting-threads';

const rows = [
  { id: 'thr_1', inbox_event_id: 'evt_1', last_activity: { message_id: 'msg_1' } },
  { id: 'thr_2', inbox_event_id: 'evt_2', last_activity: { message_id: 'msg_2' } },
  { id: 'thr_3', inbox_event_id: null, last_activity: { message_id: 'msg_3' } },
  { id: 'thr_4', inbox_event_id: 'evt_4', last_activity: { message_id: 'msg_4' } },
];

describe('the rows a change waiting for the network concerns', () => {
  it('are the threads it names, the row of the inbox item and the row of the last message it names', () => {
    const waiting = threadsWithWaitingChanges(
      [
        { body: { thread_ids: ['thr_1'] } }, // star
        { params: { inbox_item_id: 'evt_2' } }, // archive
        { body: { message_ids: ['msg_3'] } }, // mark read
      ],
      rows,
    );
    expect([...waiting].sort()).toEqual(['thr_1', 'thr_2', 'thr_3']);
  });

  it('names a thread by its params too (snooze, trash, status), and ignores unknown shapes', () => {
    expect([
      ...threadsWithWaitingChanges(
        [
          { params: { thread_id: 'thr_4' }, body: { snooze_end_date: 1 } },
          null,
          'x',
          { body: { thread_ids: 7 } },
        ],
        rows,
      ),
    ]).toEqual(['thr_4']);
  });

  it('is empty with nothing waiting, or when what waits concerns no row shown', () => {
    expect(threadsWithWaitingChanges([], rows).size).toBe(0);
    expect(threadsWithWaitingChanges([{ body: { thread_ids: ['thr_9'] } }], rows).size).toBe(0);
  });
});
