import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Sidebar, type SidebarChannel, type SidebarProps } from './Sidebar';

const channels: SidebarChannel[] = [
  { id: 'sales', name: 'Sales', color: '#2f80ed', isPrivate: false, unreadCount: 4 },
  { id: 'support', name: 'Support', color: '#27ae60', isPrivate: false, unreadCount: 0 },
  { id: 'hiring', name: 'Hiring', color: '#9b51e0', isPrivate: true, unreadCount: 1 },
  { id: 'ops', name: 'Ops', color: '#f2994a', isPrivate: false, unreadCount: 0 },
];

const labels = [
  { id: 'finance', name: 'Finance', color: '#eb5757', unreadCount: 2 },
  { id: 'legal', name: 'Legal', color: '#56ccf2' },
  { id: 'travel', name: 'Travel', color: '#6fcf97' },
];

function Stateful(props: SidebarProps) {
  const [tab, setTab] = useState<'inbox' | 'folders'>(props.tab ?? 'inbox');
  const [order, setOrder] = useState(props.channels);
  return (
    <div style={{ width: '260px', height: '640px' }}>
      <Sidebar
        {...props}
        channels={order}
        tab={tab}
        onTabChange={(next) => {
          setTab(next);
          props.onTabChange?.(next);
        }}
        onReorderChannels={(ids) => {
          setOrder(ids.map((id) => order.find((channel) => channel.id === id)!));
          props.onReorderChannels?.(ids);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: {
    'aria-label': 'Main navigation',
    current: { kind: 'inbox' },
    onNavigate: fn(),
    inboxUnreadCount: 12,
    channels,
    canReorderChannels: false,
    onReorderChannels: fn(),
    onAddChannels: fn(),
    invite: { workspaceName: 'Acme', onInvite: fn() },
    teamLimit: null,
    folderCounts: { starred: 1, drafts: 2, spam: 5 },
    labels,
    onTabChange: fn(),
    onPrefetch: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboxTab: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('row', { name: /Inbox/ })).toHaveAttribute('data-current', 'true');
    await userEvent.click(canvas.getByText('Sales'));
    await expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'channel', id: 'sales' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add channels' }));
    await expect(args.onAddChannels).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Members' }));
    await expect(args.invite!.onInvite).toHaveBeenCalled();
    await expect(canvas.getByRole('heading', { name: 'Invite people to Acme' })).toBeVisible();
  },
};

export const PrefetchOnHover: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.hover(canvas.getByText('Sales'));
    await expect(args.onPrefetch).toHaveBeenCalledWith({ kind: 'channel', id: 'sales' });
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const FoldersTab: Story = {
  args: { tab: 'folders', current: { kind: 'folder', folder: 'drafts' } },
  play: async ({ canvas, args }) => {
    const names = canvas.getAllByRole('row').map((row) => row.textContent?.replace(/\d+$/, ''));
    await expect(names.slice(0, 8)).toEqual([
      'Starred',
      'Snoozed',
      'Sent',
      'Drafts',
      'Scheduled',
      'All messages',
      'Spam',
      'Trash',
    ]);
    await userEvent.click(canvas.getByText('Trash'));
    await expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'folder', folder: 'trash' });
    await userEvent.click(canvas.getByText('Finance'));
    await expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'label', id: 'finance' });
  },
};

export const LabelsCollapse: Story = {
  args: { tab: 'folders' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Labels' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Finance')).not.toBeVisible();
  },
};

/** The Labels section given closed (a place restored after a reload); opening it is told to the owner. */
export const LabelsCollapsedControlled: Story = {
  args: { tab: 'folders', isLabelsExpanded: false, onLabelsExpandedChange: fn() },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Labels' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Finance')).not.toBeVisible();
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLabelsExpandedChange).toHaveBeenCalledWith(true);
  },
};

export const LabelActions: Story = {
  args: { tab: 'folders', onCreateLabel: fn(), onEditLabel: fn(), onDeleteLabel: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create label' }));
    await expect(args.onCreateLabel).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Options for Legal' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit label' }));
    await expect(args.onEditLabel).toHaveBeenCalledWith('legal');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    // From the keyboard: the menu button, then Delete label.
    canvas.getByRole('button', { name: 'Options for Travel' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete label' }));
    await expect(args.onDeleteLabel).toHaveBeenCalledWith('travel');
  },
};

export const EmailFeaturesHidden: Story = {
  args: { tab: 'folders', emailFeaturesHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Spam')).toBeNull();
    await expect(canvas.getByText('Trash')).toBeVisible();
  },
};

export const SwitchTabsFromKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Inbox' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('folders');
    await expect(canvas.getByText('Starred')).toBeVisible();
  },
};

export const TeamLimitInfo: Story = {
  args: { teamLimit: { daysLeft: 12, onUpgrade: fn() } },
};

export const TeamLimitWarning: Story = {
  args: { teamLimit: { daysLeft: 6, onUpgrade: fn() } },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Your team is full' });
    await expect(card).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(within(card).getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.teamLimit!.onUpgrade).toHaveBeenCalled();
  },
};

export const TeamLimitCritical: Story = {
  args: { teamLimit: { daysLeft: 2, onUpgrade: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your team is full' })).toHaveAttribute(
      'data-tone',
      'critical',
    );
  },
};

/** The name of whatever has the keyboard focus (during a keyboard drag: the drop target). */
function focusedName(element: Element): string | null {
  return element.ownerDocument.activeElement?.getAttribute('aria-label') ?? null;
}

/** Premium: channels reorder by keyboard drag and drop (Enter on the handle, arrows, Enter). */
export const ReorderChannels: Story = {
  args: { canReorderChannels: true },
  play: async ({ canvas, canvasElement, args, step }) => {
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    const rowNames = () =>
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\d+$/, ''));
    await expect(canvas.getAllByRole('button', { name: /^Drag / })).toHaveLength(channels.length);

    await step('move Sales down, between Hiring and Ops', async () => {
      within(grid).getByRole('row', { name: /Sales/ }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Drag Sales' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(focusedName(canvasElement)).toBe('Insert between Sales and Support');
      await userEvent.keyboard('{ArrowDown}');
      await expect(focusedName(canvasElement)).toBe('Insert between Support and Hiring');
      await userEvent.keyboard('{ArrowDown}');
      await expect(focusedName(canvasElement)).toBe('Insert between Hiring and Ops');
      // A sighted keyboard user sees where the channel will land: the target draws a line.
      const indicator = canvasElement.ownerDocument.activeElement?.closest<HTMLElement>('[role="row"]');
      await expect(indicator).toHaveAttribute('data-drop-target', 'true');
      await expect(getComputedStyle(indicator!).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onReorderChannels).toHaveBeenCalledTimes(1);
      await expect(args.onReorderChannels).toHaveBeenLastCalledWith(['support', 'hiring', 'sales', 'ops']);
      await waitFor(() => expect(rowNames()).toEqual(['Support', 'Hiring', 'Sales', 'Ops']));
    });

    await step('move Ops up, before Support (the first place)', async () => {
      within(grid).getByRole('row', { name: /Ops/ }).focus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: 'Drag Ops' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(focusedName(canvasElement)).toBe('Insert after Ops');
      for (const target of [
        'Insert between Sales and Ops',
        'Insert between Hiring and Sales',
        'Insert between Support and Hiring',
      ]) {
        await userEvent.keyboard('{ArrowUp}');
        await expect(focusedName(canvasElement)).toBe(target);
      }
      await userEvent.keyboard('{ArrowUp}');
      await expect(focusedName(canvasElement)).toBe('Insert before Support');
      await userEvent.keyboard('{Enter}');
      await expect(args.onReorderChannels).toHaveBeenLastCalledWith(['ops', 'support', 'hiring', 'sales']);
      await waitFor(() => expect(rowNames()).toEqual(['Ops', 'Support', 'Hiring', 'Sales']));
    });

    await step('Escape cancels a drag', async () => {
      within(grid)
        .getByRole('row', { name: /Hiring/ })
        .focus();
      await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{Escape}');
      await expect(args.onReorderChannels).toHaveBeenCalledTimes(2);
      await waitFor(() => expect(rowNames()).toEqual(['Ops', 'Support', 'Hiring', 'Sales']));
    });
  },
};

/** Free plan: no handles, and Enter on a channel opens it instead of picking it up. */
export const FreePlanNoReorder: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    await expect(canvas.queryAllByRole('button', { name: /^Drag / })).toHaveLength(0);
    const sales = within(grid).getByRole('row', { name: /Sales/ });
    sales.focus();
    await waitFor(() => expect(sales).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}{ArrowDown}{Enter}');
    await expect(focusedName(canvasElement) ?? '').not.toMatch(/^Insert /);
    await expect(within(grid).queryAllByRole('gridcell', { name: /^Insert / })).toHaveLength(0);
    await expect(args.onNavigate).toHaveBeenCalledWith({ kind: 'channel', id: 'sales' });
    await expect(args.onReorderChannels).not.toHaveBeenCalled();
  },
};

/** Premium: alt+down and alt+up move the focused channel one place; focus stays on it. */
export const ReorderWithAltArrows: Story = {
  args: { canReorderChannels: true },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    const rowNames = () =>
      within(grid)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\d+$/, ''));
    const sales = within(grid).getByRole('row', { name: /Sales/ });
    sales.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onReorderChannels).toHaveBeenLastCalledWith(['support', 'sales', 'hiring', 'ops']);
    await waitFor(() => expect(rowNames()).toEqual(['Support', 'Sales', 'Hiring', 'Ops']));
    await expect(within(grid).getByRole('row', { name: /Sales/ })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(rowNames()).toEqual(['Sales', 'Support', 'Hiring', 'Ops']));
    // The first channel cannot go higher.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onReorderChannels).toHaveBeenCalledTimes(2);
  },
};

/** Free plan: alt+arrows on a channel ask the app for the upsell and move nothing. */
export const FreePlanReorderUpsell: Story = {
  args: { onReorderUpsell: fn() },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    within(grid)
      .getByRole('row', { name: /Support/ })
      .focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onReorderUpsell).toHaveBeenCalledOnce();
    await expect(args.onReorderChannels).not.toHaveBeenCalled();
  },
};

/** A channel's notification level shows when it is not the default. */
/** Free plan: dragging a channel with the pointer asks for the upsell (once per press); a click does not. */
export const FreePlanDragUpsell: Story = {
  args: { onReorderUpsell: fn() },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Channels' });
    const sales = within(grid).getByRole('row', { name: /Sales/ });
    const box = sales.getBoundingClientRect();
    const at = (dy: number) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 + dy });
    // A click (no travel) is not a drag attempt.
    await userEvent.pointer([{ keys: '[MouseLeft]', target: sales, coords: at(0) }]);
    await expect(args.onReorderUpsell).not.toHaveBeenCalled();
    // Press, then move down past the next channel: a drag attempt.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: sales, coords: at(0) },
      { target: sales, coords: at(4) },
      { target: sales, coords: at(box.height) },
      { target: sales, coords: at(box.height * 2) },
      { keys: '[/MouseLeft]', target: sales, coords: at(box.height * 2) },
    ]);
    await expect(args.onReorderUpsell).toHaveBeenCalledOnce();
    await expect(args.onReorderChannels).not.toHaveBeenCalled();
  },
};

export const NotificationLevels: Story = {
  args: {
    channels: [
      { ...(channels[0] as SidebarChannel), notificationLevel: 'all' },
      { ...(channels[1] as SidebarChannel), notificationLevel: 'followed' },
      { ...(channels[2] as SidebarChannel), notificationLevel: 'new_and_followed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Notifications: All' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Notifications: Followed' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Notifications: New and followed' })).toBeNull();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '16px' }}>
      <Stateful {...args} aria-label="Navigation, inbox tab" />
      <Stateful
        {...args}
        aria-label="Navigation, folders tab"
        invite={undefined}
        tab="folders"
        current={{ kind: 'folder', folder: 'starred' }}
      />
      <Stateful
        {...args}
        aria-label="Navigation, premium with team limit"
        invite={{ workspaceName: 'Globex', onInvite: () => {} }}
        teamLimit={{ daysLeft: 2, onUpgrade: () => {} }}
        canReorderChannels
        onCompose={() => {}}
      />
    </div>
  ),
};

export const NewChannel: Story = {
  args: { onNewChannel: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The channels section's '+' opens the channel creation wizard, by keyboard too.
    const button = canvas.getByRole('button', { name: 'New channel' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNewChannel).toHaveBeenCalledTimes(1);
  },
};

/** 'Compose' starts a new message with the mouse (the same as `c`), and from the keyboard. */
export const Compose: Story = {
  args: { onCompose: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Compose/ });
    // Its hint names the key that does the same.
    await expect(button.querySelector('kbd[data-shortcut="c"]')).not.toBeNull();
    await userEvent.click(button);
    await expect(args.onCompose).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCompose).toHaveBeenCalledTimes(2);
  },
};
