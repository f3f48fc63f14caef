import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsMyTeam } from './SettingsMyTeam';

const members = [
  { id: 'u1', name: 'Ada Lovelace', email: 'ada@acme.com', isSelf: true },
  { id: 'u2', name: 'Grace Hopper', email: 'grace@acme.com' },
];
const invites = [{ id: 'i1', email: 'linus@acme.com', invitedOn: 'May 3' }];

const meta = {
  title: 'Components/Settings/SettingsMyTeam',
  component: SettingsMyTeam,
  args: { members, invites, onAddMembers: fn(), onResendInvite: fn(), onDeleteInvite: fn() },
} satisfies Meta<typeof SettingsMyTeam>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByText('Member')).toHaveLength(2);
    await expect(canvas.getByText('Ada Lovelace (you)')).toBeInTheDocument();
    await expect(canvas.getByText('Invited May 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Members' }));
    await expect(args.onAddMembers).toHaveBeenCalledTimes(1);
  },
};

export const InvitedTab: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Invited' }));
    await expect(canvas.queryByText('Grace Hopper')).toBeNull();
    const row = canvas.getByRole('listitem', { name: 'linus@acme.com' });
    await userEvent.click(within(row).getByRole('button', { name: 'Resend invite' }));
    await expect(args.onResendInvite).toHaveBeenCalledWith('i1');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete invite' }));
    await expect(args.onDeleteInvite).toHaveBeenCalledWith('i1');
  },
};

export const MembersTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Members' }));
    await expect(canvas.getByText('Grace Hopper')).toBeInTheDocument();
    await expect(canvas.queryByText('linus@acme.com')).toBeNull();
  },
};

export const NoInvites: Story = {
  args: { invites: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Invited' }));
    await expect(canvas.getByText('No pending invites.')).toBeInTheDocument();
  },
};

export const FreeTeam: Story = {
  args: { freeTeam: { size: 2, limit: 6, onUpgrade: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 of 6 members on the free plan')).toBeInTheDocument();
  },
};

export const FreeTeamFull: Story = {
  args: { freeTeam: { size: 6, limit: 6, onUpgrade: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your team is full')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.freeTeam?.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** While the team loads: a spinner, never 'No members yet.'. */
export const Loading: Story = {
  args: { members: [], invites: [], status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your team');
    await expect(canvas.queryByText('No members yet.')).toBeNull();
  },
};

/** The team could not be loaded: said so, with 'Try again'. */
export const LoadError: Story = {
  args: { members: [], invites: [], status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading your team. Please try again.');
    await expect(canvas.queryByText('No members yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
