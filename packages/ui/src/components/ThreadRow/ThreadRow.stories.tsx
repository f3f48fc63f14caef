import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThreadRow } from './ThreadRow';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, rows } from './thread-row-fixtures';

const meta = {
  title: 'Lists/ThreadRow',
  component: ThreadRow,
  args: {
    'aria-label': 'Inbox',
    thread: rows.read,
    now: FIXTURE_NOW,
    timeZone: FIXTURE_TIME_ZONE,
    onOpen: fn(),
    onAction: fn(),
    onSelectedChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThreadRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};

export const Unread: Story = {
  args: { thread: rows.unread },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

/** A change made offline (here a star) waits to be sent: the row says so, by an icon and its text. */
export const Pending: Story = {
  args: { thread: { ...rows.unread, id: 't-pending', isStarred: true, isPending: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Change waiting to be sent' })).toBeVisible();
    await expect(canvas.getByRole('row')).toHaveAttribute('data-pending', 'true');
  },
};

export const PendingDark: Story = { ...Pending, globals: { mode: 'dark' } };

/** Without a waiting change there is no mark. */
export const NotPending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: 'Change waiting to be sent' })).toBeNull();
  },
};

export const Draft: Story = {
  args: { thread: rows.draft },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible();
  },
};

export const Snoozed: Story = {
  args: { thread: rows.snoozed },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Snoozed until /)).toBeVisible();
  },
};

export const Scheduled: Story = {
  args: { thread: rows.scheduled },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector(`time[datetime="${rows.scheduled.dateSlot.date}"]`),
    ).not.toBeNull();
  },
};

export const Trashed: Story = {
  args: { thread: rows.trashed },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('row'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from trash' }));
    await expect(args.onAction).toHaveBeenCalledWith('restore', rows.trashed.id);
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    // In the trash a thread can also be deleted for good (the app asks for confirmation first).
    await userEvent.click(canvas.getByRole('button', { name: 'Delete permanently' }));
    await expect(args.onAction).toHaveBeenCalledWith('deletePermanently', rows.trashed.id);
  },
};

export const WithAttachments: Story = {
  args: { thread: rows.withAttachments },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('contract.pdf')).toBeVisible();
    await expect(canvas.getByText('scan.png')).toBeVisible();
    await expect(canvas.queryByText('invite.ics')).toBeNull();
    await expect(canvas.queryByText('README')).toBeNull();
    await expect(canvas.getByText('+1')).toBeVisible();
  },
};

export const WithChannels: Story = {
  args: { thread: rows.withChannels },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sales')).toBeVisible();
    await expect(canvas.getByText('Support')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'In progress' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: { thread: rows.longNames },
};

export const EmptyTitle: Story = {
  args: { thread: rows.emptyTitle },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { thread: rows.unread, isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row')).toHaveAttribute('aria-selected', 'true');
  },
};

/** The row holding keyboard focus (the list's cursor): accent bar and focus ring. */
export const Focused: Story = {
  args: { thread: rows.withChannels },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row')).toHaveFocus();
    await expect(canvas.getByRole('row')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const CheckboxTogglesSelection: Story = {
  args: { thread: rows.read },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true);
  },
};

export const HoverActions: Story = {
  args: { thread: rows.unread },
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByRole('row'));
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(args.onAction).toHaveBeenCalledWith('archive', rows.unread.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Star' }));
    await expect(args.onAction).toHaveBeenCalledWith('star', rows.unread.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(args.onAction).toHaveBeenCalledWith('markRead', rows.unread.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Snooze' }));
    await expect(args.onAction).toHaveBeenCalledWith('snooze', rows.unread.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Trash' }));
    await expect(args.onAction).toHaveBeenCalledWith('trash', rows.unread.id);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const OpensOnClickAndEnter: Story = {
  args: { thread: rows.read },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(rows.read.title!));
    await expect(args.onOpen).toHaveBeenCalledWith(rows.read.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
  },
};

/** Every state at once. */
export const Catalog: Story = {
  render: (args) => (
    <div>
      {Object.entries(rows).map(([name, thread]) => (
        <ThreadRow
          key={name}
          {...args}
          aria-label={name}
          thread={thread}
          isSelected={name === 'withChannels'}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(Object.keys(rows).length);
  },
};
