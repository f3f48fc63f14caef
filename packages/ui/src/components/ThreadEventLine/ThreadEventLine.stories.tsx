import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  describeThreadEvent,
  describeThreadEventGroup,
  groupThreadEvents,
  type ThreadEvent,
} from '@switchboard/domain';
import { expect } from 'storybook/test';
import { ThreadEventLine } from './ThreadEventLine';

const names: Record<string, string> = { a: 'Alice', b: 'Bob', c: 'Carol', d: 'Dave', e: 'Erin' };
const ctx = { selfId: 'me', userName: (id: string) => names[id], channelName: () => 'Sales' };

function event(patch: Partial<ThreadEvent>): ThreadEvent {
  return {
    id: Math.random().toString(36).slice(2),
    event_type: 'recipient_added',
    date: '2026-03-01T10:00:00.000Z',
    thread_id: 't',
    initiator_id: 'a',
    target_user_id: null,
    previous_assignee_id: null,
    channel_id: null,
    previous_due_date: null,
    new_due_date: null,
    previous_status: null,
    new_status: null,
    previous_title: null,
    new_title: null,
    previous_description: null,
    new_description: null,
    external_users: [],
    ...patch,
  };
}

const meta = {
  title: 'Thread/ThreadEventLine',
  component: ThreadEventLine,
  args: {
    text: describeThreadEvent(event({ event_type: 'thread_status_added', new_status: 'review' }), ctx),
    date: '2026-03-01T10:00:00.000Z',
    dateLabel: 'Mar 1',
    people: [{ name: 'Alice' }],
  },
} satisfies Meta<typeof ThreadEventLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Status: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Alice set the status to In review')).toBeVisible();
  },
};

const joined = groupThreadEvents(
  ['b', 'c', 'd', 'e'].map((id) =>
    event({ event_type: 'self_added_as_participant', initiator_id: id, target_user_id: id }),
  ),
);

/** Consecutive joins are grouped: 'A & N others joined the discussion'. */
export const GroupedJoins: Story = {
  args: {
    text: joined[0] && 'kind' in joined[0] ? describeThreadEventGroup(joined[0], ctx) : null,
    people: [{ name: 'Bob' }, { name: 'Carol' }, { name: 'Dave' }, { name: 'Erin' }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toMatch(/joined the discussion/);
  },
};

/** Unknown event types render nothing. */
export const Unknown: Story = {
  args: { text: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-thread-event]')).toBeNull();
  },
};
