import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChannelHeader } from './ChannelHeader';

const members = ['Alice Adams', 'Bob Brown', 'Carol Chen', 'Dave Diaz', 'Erin Evans', 'Frank Fox'].map(
  (name) => ({
    name,
  }),
);

const meta = {
  title: 'Components/ChannelHeader',
  component: ChannelHeader,
  args: {
    name: 'Support',
    color: '#d97706',
    isPublic: true,
    members,
    isParticipant: true,
    notificationLevel: 'new_and_followed',
    onNotificationLevelChange: fn(),
    onJoin: fn(),
    onLeave: fn(),
    canLeave: true,
    onManageMembers: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ChannelHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Participant: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Public channel' })).toBeVisible();
    // Five avatars, then '+1'.
    await expect(canvasElement.querySelectorAll('[data-avatar]')).toHaveLength(5);
    await expect(canvas.getByText('+1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull();
    // Subscribed (or not asked yet): no notice about notifications.
    await expect(canvas.queryByRole('link', { name: 'Open notification settings' })).toBeNull();
    // The notification level picker, default 'New and followed'.
    const picker = canvas.getByRole('button', { name: /New and followed/ });
    await userEvent.click(picker);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'All' }));
    await expect(args.onNotificationLevelChange).toHaveBeenCalledWith('all');
  },
};

export const NonParticipantSeesJoin: Story = {
  args: { isParticipant: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /New and followed/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Leave' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const PrivateChannel: Story = {
  args: { name: 'Leadership', color: '#dc2626', isPublic: false, members: members.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Private channel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2 members' })).toBeVisible();
  },
};

export const MembershipPending: Story = {
  args: { isMembershipPending: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Please wait until the current operation is finished',
    );
  },
};

export const Filling: Story = {
  args: { isFilling: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Adding conversations to this channel...',
    );
  },
};

export const MenuByKeyboard: Story = {
  args: { onManageFilters: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Channel options' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Channel options' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit channel', 'Manage filters', 'Leave channel', 'Delete channel']);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit channel' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onManageFilters).toHaveBeenCalledOnce();
  },
};

export const MenuWithoutFiltersOrLeave: Story = {
  args: { canLeave: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('button', { name: 'Leave' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Channel options' }));
    const menu = await body.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit channel', 'Delete channel']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete channel' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** This browser may notify but is not subscribed: the spec's text, and a link to the Notifications settings. */
export const NotificationsNotSubscribed: Story = {
  args: { onOpenNotificationSettings: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Notifications have been disabled. Please go to Settings to enable them.', {
        exact: false,
      }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open notification settings' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenNotificationSettings).toHaveBeenCalledOnce();
  },
};

/** Only participants hear of channel notifications, so only they are told to turn them on. */
export const NotificationsNotSubscribedNonParticipant: Story = {
  args: { onOpenNotificationSettings: fn(), isParticipant: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Please go to Settings to enable them/)).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Open notification settings' })).toBeNull();
  },
};

export const NotificationsNotSubscribedDark: Story = {
  globals: { mode: 'dark' },
  args: { onOpenNotificationSettings: fn() },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { isFilling: true } };
