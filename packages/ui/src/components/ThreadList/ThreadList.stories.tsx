import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { useEffect, useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, FIXTURE_TIME_ZONE, manyRows, rows } from '../ThreadRow/thread-row-fixtures';
import { ThreadList, type ThreadSelectionAction } from './ThreadList';

const threads = manyRows(200);

/** What the app offers for inbox rows, for trashed rows and for rows in Spam. */
const inboxActions: ThreadSelectionAction[] = [
  { id: 'archive', label: 'Archive', shortcut: 'e' },
  { id: 'markUnread', label: 'Mark as unread', shortcut: 'shift+u' },
  { id: 'star', label: 'Star', shortcut: 's' },
  { id: 'spam', label: 'Mark as spam', shortcut: '!' },
  { id: 'snooze', label: 'Snooze', shortcut: 'b' },
  { id: 'labels', label: 'Labels', shortcut: 'l' },
  { id: 'channels', label: 'Channels', shortcut: 'shift+c' },
  { id: 'trash', label: 'Trash', shortcut: '#' },
];
const trashActions: ThreadSelectionAction[] = [
  { id: 'markUnread', label: 'Mark as unread', shortcut: 'shift+u' },
  { id: 'restore', label: 'Remove from trash', shortcut: '#' },
  { id: 'deletePermanently', label: 'Delete permanently' },
];
const spamActions: ThreadSelectionAction[] = [
  { id: 'markUnread', label: 'Mark as unread', shortcut: 'shift+u' },
  { id: 'star', label: 'Star', shortcut: 's' },
  { id: 'notSpam', label: 'Not spam', shortcut: '!' },
  { id: 'labels', label: 'Labels', shortcut: 'l' },
  { id: 'channels', label: 'Channels', shortcut: 'shift+c' },
  { id: 'trash', label: 'Trash', shortcut: '#' },
];
const trashed = manyRows(6).map((row) => ({
  ...row,
  isTrashed: true,
  isInInbox: false,
  actions: ['restore', 'deletePermanently'] as const,
}));
const spam = manyRows(6).map((row) => ({
  ...row,
  isInInbox: false,
  actions: ['markUnread', 'star', 'trash'] as const,
}));

const barButtons = (bar: HTMLElement) =>
  within(bar)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

const meta = {
  title: 'Lists/ThreadList',
  component: ThreadList,
  args: {
    'aria-label': 'Inbox',
    threads,
    now: FIXTURE_NOW,
    timeZone: FIXTURE_TIME_ZONE,
    view: { kind: 'folder', folder: 'inbox' },
    onOpen: fn(),
    onAction: fn(),
    onShortcut: fn(),
    onSelectionChange: fn(),
    selectionActions: inboxActions,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '560px', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ThreadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const focusedRowIndex = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.activeElement?.getAttribute('data-index');

export const Default: Story = {};

export const States: Story = {
  args: { threads: Object.values(rows) },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByText(threads[0]!.title!));
    await expect(args.onOpen).toHaveBeenCalledWith(threads[0]!.id);
    await userEvent.keyboard('j');
    await expect(focusedRowIndex(canvasElement)).toBe('1');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(focusedRowIndex(canvasElement)).toBe('3');
    await userEvent.keyboard('k');
    await expect(focusedRowIndex(canvasElement)).toBe('2');
    await userEvent.keyboard('{Shift>}G{/Shift}');
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe(String(threads.length - 1)));
    await userEvent.keyboard('gg');
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('0'));
    await userEvent.keyboard('o');
    await expect(args.onOpen).toHaveBeenLastCalledWith(threads[0]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(3);
  },
};

/**
 * Draggable rows (onto split tabs and channels) carry a drag handle for the keyboard, in the focused row: out
 * of sight until the arrow keys reach it from the row, then a grip with the focus ring; Enter starts a drag,
 * Escape ends it.
 * react-aria warns once per row mounted without one (in production too: a warning per row as the list
 * scrolled, and about 40 ms of a warm start's first render with the devtools open).
 */
export const KeyboardDrag: Story = {
  args: { isDraggable: true },
  beforeEach: () => {
    const warn = spyOn(console, 'warn');
    return () => warn.mockRestore();
  },
  play: async ({ canvas, canvasElement }) => {
    const warnings = (console.warn as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) =>
      String(call[0]),
    );
    await expect(warnings.filter((text) => text.includes('Draggable items'))).toEqual([]);
    const row = (index: number) =>
      canvasElement.querySelector<HTMLElement>(`[data-thread-id="${threads[index]!.id}"]`)!;
    const first = row(0);
    // Only the focused row holds the button (the others an empty anchor), out of sight until focused.
    await userEvent.click(canvas.getByText(threads[0]!.title!));
    const handle = await within(first).findByRole('button', { name: /^Drag / });
    await expect(getComputedStyle(handle).opacity).toBe('0');
    await expect(within(row(1)).queryByRole('button', { name: /^Drag / })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(handle).opacity).toBe('1'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('data-dragging'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).not.toHaveAttribute('data-dragging'));
  },
};

/** Rows that cannot be dragged have no handle. */
export const NoDragHandleWhenNotDraggable: Story = {
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector<HTMLElement>(`[data-thread-id="${threads[0]!.id}"]`)!;
    await expect(within(first).queryByRole('button', { name: /^Drag / })).toBeNull();
  },
};

/** A place restored after a reload: the cursor starts on that row (scrolled into view), not the first. */
export const RestoredCursor: Story = {
  args: { autoFocus: true, initialCursor: threads[40]!.id },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('40'));
    await userEvent.keyboard('j');
    await expect(focusedRowIndex(canvasElement)).toBe('41');
  },
};

/** The focus put on the grid itself (react-aria does, when the row it knew went away) goes on to the cursor's row. */
export const GridFocusGoesToCursor: Story = {
  args: { autoFocus: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('0'));
    await userEvent.keyboard('jj');
    await expect(focusedRowIndex(canvasElement)).toBe('2');
    canvas.getByRole('grid').focus();
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('2'));
  },
};

/** Drops the list's last row when the window gets a `drop-last-row` event: a refetch that changes the row count. */
function ShrinkingList(props: React.ComponentProps<typeof ThreadList>) {
  const [shown, setShown] = useState(props.threads);
  useEffect(() => {
    const drop = () => setShown((current) => current.slice(0, -1));
    window.addEventListener('drop-last-row', drop);
    return () => window.removeEventListener('drop-last-row', drop);
  }, []);
  return <ThreadList {...props} threads={shown} />;
}

/** The list's rows change in number (a refetch): the focus stays on the row the user is on, not back to the first. */
export const FocusStaysWhenRowsChange: Story = {
  args: { autoFocus: true, threads: threads.slice(0, 20) },
  render: (args) => <ShrinkingList {...args} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('0'));
    await userEvent.keyboard('jjj');
    await expect(focusedRowIndex(canvasElement)).toBe('3');
    window.dispatchEvent(new Event('drop-last-row'));
    // The list commits the new rows within a few frames; the focus must still be where it was after them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(focusedRowIndex(canvasElement)).toBe('3');
  },
};

/** A restored row that is no longer in the list: the cursor starts on the first row. */
export const RestoredCursorGone: Story = {
  args: { autoFocus: true, initialCursor: 'gone' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(focusedRowIndex(canvasElement)).toBe('0'));
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, args }) => {
    canvas.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('x');
    await expect(canvas.getByRole('toolbar', { name: '1 thread' })).toBeInTheDocument();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(canvas.getByRole('toolbar', { name: '3 threads' })).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['t-0', 't-1', 't-2']));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('toolbar', { name: '2 threads' })).toBeInTheDocument();
    const bar = canvas.getByRole('toolbar', { name: '2 threads' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Archive' }));
    await expect(args.onAction).toHaveBeenCalledWith('archive', ['t-0', 't-1']);
    canvas.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('toolbar', { name: `${threads.length} threads` })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/**
 * The app takes archived rows out of the list (onShortcut answers true), here 200 ms after the key, as a slow
 * cache would: the row that takes the cursor's place has the focus at once, before the rows change.
 */
function LeavingList(props: React.ComponentProps<typeof ThreadList>) {
  const [shown, setShown] = useState(props.threads);
  return (
    <ThreadList
      {...props}
      threads={shown}
      onShortcut={(shortcut, ids) => {
        props.onShortcut?.(shortcut, ids);
        if (shortcut !== 'archive') return false;
        setTimeout(() => setShown((rows) => rows.filter((row) => !ids.includes(row.id))), 200);
        return true;
      }}
    />
  );
}

const focusedThreadId = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.activeElement?.getAttribute('data-thread-id');

export const ArchiveMovesCursorAtOnce: Story = {
  args: { threads: threads.slice(0, 10) },
  render: (args) => <LeavingList {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getAllByRole('row')[2]!.focus();
    await userEvent.keyboard('e');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('archive', ['t-2']);
    // The archived row is still there (for 200 ms), and the cursor is on the next one already.
    await expect(canvasElement.querySelector('[data-thread-id="t-2"]')).not.toBeNull();
    await expect(focusedThreadId(canvasElement)).toBe('t-3');
    await waitFor(() => expect(canvasElement.querySelector('[data-thread-id="t-2"]')).toBeNull());
    await expect(focusedThreadId(canvasElement)).toBe('t-3');
    // A key that leaves the row in the list (s stars) keeps the cursor where it is.
    await userEvent.keyboard('s');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('star', ['t-3']);
    await expect(focusedThreadId(canvasElement)).toBe('t-3');
  },
};

/** The action keys go to the app by shortcut id, with the selection (or the row under the cursor). */
export const ActionKeys: Story = {
  play: async ({ canvas, args }) => {
    canvas.getAllByRole('row')[2]!.focus();
    await userEvent.keyboard('e');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('archive', ['t-2']);
    await userEvent.keyboard('s');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('star', ['t-2']);
    await userEvent.keyboard('x{Shift>}{ArrowDown}{/Shift}');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('trash', ['t-2', 't-3']);
    await userEvent.keyboard('!');
    await expect(args.onShortcut).toHaveBeenLastCalledWith('spam', ['t-2', 't-3']);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** In Trash: the bar offers what the app says applies (restore, delete permanently), and so do the rows. */
export const SelectionInTrash: Story = {
  args: {
    'aria-label': 'Trash',
    threads: trashed,
    view: { kind: 'folder', folder: 'trash' },
    selectionActions: trashActions,
  },
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    const bar = canvas.getByRole('toolbar', { name: '2 threads' });
    await expect(barButtons(bar)).toEqual([
      'Mark as unread',
      'Remove from trash',
      'Delete permanently',
      'Clear selection',
    ]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove from trash' }));
    await expect(args.onAction).toHaveBeenCalledWith('restore', ['t-0', 't-1']);
    const row = canvas.getAllByRole('row')[3]!;
    await userEvent.hover(row);
    await expect(barButtons(row).filter((name) => name !== 'Select thread')).toEqual([
      'Remove from trash',
      'Delete permanently',
    ]);
  },
};

/** In Spam: 'Not spam' on the bar, never Archive or 'Mark as spam'. */
export const SelectionInSpam: Story = {
  args: {
    'aria-label': 'Spam',
    threads: spam,
    view: { kind: 'folder', folder: 'spam' },
    selectionActions: spamActions,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('checkbox')[2]!);
    const bar = canvas.getByRole('toolbar', { name: '1 thread' });
    await expect(barButtons(bar)).toEqual([
      'Mark as unread',
      'Star',
      'Not spam',
      'Labels',
      'Channels',
      'Trash',
      'Clear selection',
    ]);
    await userEvent.click(within(bar).getByRole('button', { name: 'Not spam' }));
    await expect(args.onAction).toHaveBeenCalledWith('notSpam', ['t-2']);
  },
};

export const CheckboxSelection: Story = {
  play: async ({ canvas, args }) => {
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[3]!);
    await expect(canvas.getByRole('toolbar', { name: '2 threads' })).toBeInTheDocument();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['t-1', 't-3']));
    // Each box follows its row's selection, however it changes (the boxes render again only then).
    await expect(boxes[1]).toBeChecked();
    await expect(boxes[2]).not.toBeChecked();
    await userEvent.click(boxes[1]!);
    await expect(boxes[1]).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['t-3']));
    await userEvent.click(boxes[1]!);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['t-3', 't-1']));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(boxes[1]).not.toBeChecked();
    await expect(boxes[3]).not.toBeChecked();
  },
};

export const RowHoverActions: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getAllByRole('row')[1]!;
    await userEvent.hover(row);
    await userEvent.click(within(row).getByRole('button', { name: 'Archive' }));
    await expect(args.onAction).toHaveBeenCalledWith('archive', ['t-1']);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Paginated: Story = {
  args: {
    threads: threads.slice(0, 25),
    pagination: {
      meta: {
        total_count: 310,
        start_index: 25,
        returned_count: 25,
        next_page_token: 'p3',
        previous_page_token: 'p1',
      },
      onPrevious: fn(),
      onNext: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('26 - 50 of 310')).toBeVisible();
    canvas.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('gn');
    await expect(args.pagination!.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('gp');
    await expect(args.pagination!.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.pagination!.onNext).toHaveBeenCalledTimes(2);
  },
};

/** The last page of a channel on the free plan: older threads blurred behind the upgrade banner, after the rows. */
export const FreePlanHistory: Story = {
  args: {
    threads: threads.slice(0, 4),
    view: { kind: 'channel' },
    onUpgrade: fn(),
    pagination: {
      meta: {
        total_count: 4,
        start_index: 0,
        returned_count: 4,
        next_page_token: null,
        previous_page_token: null,
        history_limit: { days: 30, hidden_count: 7 },
      },
    },
  },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('region', { name: 'Older threads' });
    await expect(notice).toHaveTextContent('Threads older than 30 days are hidden on the free plan.');
    await expect(notice).toHaveTextContent('7 older threads hidden');
    // The notice follows the list: below the last row.
    const rows = canvas.getAllByRole('row');
    const lastRow = rows[rows.length - 1]!.getBoundingClientRect();
    await expect(notice.getBoundingClientRect().top).toBeGreaterThan(lastRow.top + lastRow.height / 2);
    await userEvent.click(within(notice).getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const PaginatedOfMany: Story = {
  args: {
    threads: threads.slice(0, 25),
    pagination: {
      meta: {
        total_count: null,
        start_index: 0,
        returned_count: 25,
        next_page_token: 'p2',
        previous_page_token: null,
      },
      onPrevious: fn(),
      onNext: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 - 25 of many')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Inbox' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const ErrorState: Story = {
  args: { error: 'An error occurred, please try again later.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const EmptyInbox: Story = {
  args: { threads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Your inbox is currently empty\./)).toBeVisible();
  },
};

export const EmptySearch: Story = {
  args: { threads: [], view: { kind: 'search' }, 'aria-label': 'Search results' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters')).toBeVisible();
  },
};

export const EmptySplit: Story = {
  args: {
    threads: [],
    view: { kind: 'split', name: 'Customers' },
    pagination: {
      meta: {
        total_count: 0,
        start_index: 0,
        returned_count: 0,
        next_page_token: null,
        previous_page_token: null,
      },
      onNext: fn(),
      onPrevious: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your Customers split is currently empty.')).toBeVisible();
    // Nothing to page through: no '0 - 0 of 0' and no paging buttons.
    await expect(canvas.queryByText(/of 0/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: messages.pagination.next })).toBeNull();
  },
};

/** A custom split being built (status 'reindexing'): 'Crafting your new Inbox' in place of its list. */
export const CraftingSplit: Story = {
  args: { view: { kind: 'split', name: 'Customers', isCrafting: true }, 'aria-label': 'Customers' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Customers' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Crafting your new Inbox');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A new channel, before anything is in it: the empty-channel state. */
export const EmptyChannel: Story = {
  args: { threads: [], view: { kind: 'channel' }, 'aria-label': 'Partners' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your channel is ready' })).toBeVisible();
    await expect(canvas.getByText('Add existing conversations or compose a new message below')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const EmptySent: Story = { args: { threads: [], view: { kind: 'folder', folder: 'sent' } } };
export const EmptySpam: Story = { args: { threads: [], view: { kind: 'folder', folder: 'spam' } } };
export const EmptyDrafts: Story = { args: { threads: [], view: { kind: 'folder', folder: 'drafts' } } };
export const EmptySnoozed: Story = { args: { threads: [], view: { kind: 'folder', folder: 'snoozed' } } };
export const EmptyScheduled: Story = { args: { threads: [], view: { kind: 'folder', folder: 'scheduled' } } };
export const EmptyStarred: Story = { args: { threads: [], view: { kind: 'folder', folder: 'starred' } } };
export const EmptyTrash: Story = { args: { threads: [], view: { kind: 'folder', folder: 'trash' } } };
export const EmptyAll: Story = { args: { threads: [], view: { kind: 'folder', folder: 'all' } } };
export const EmptyLabel: Story = { args: { threads: [], view: { kind: 'label', name: 'Finance' } } };

/** The list with 10,000 rows: only the visible rows are in the DOM. */
const tenThousand = manyRows(10_000);

export const TenThousandRows: Story = {
  args: { threads: tenThousand },
  play: async ({ canvas }) => {
    const rendered = canvas.getAllByRole('row').length;
    await expect(rendered).toBeLessThan(60);
    canvas.getAllByRole('row')[0]!.focus();
    await userEvent.keyboard('{Shift>}G{/Shift}');
    await waitFor(() => expect(canvas.getByText(tenThousand.at(-1)!.title!)).toBeVisible());
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '16px', height: '100%' }}>
      <ThreadList {...args} threads={threads.slice(0, 6)} />
      <ThreadList {...args} aria-label="Loading" isLoading />
      <ThreadList {...args} aria-label="Empty inbox" threads={[]} />
      <ThreadList {...args} aria-label="Search" threads={[]} view={{ kind: 'search' }} />
      <ThreadList {...args} aria-label="Error" error="An error occurred, please try again later." />
    </div>
  ),
};
