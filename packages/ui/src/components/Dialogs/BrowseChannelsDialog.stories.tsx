import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BrowsableChannel } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BrowseChannelsDialog } from './BrowseChannelsDialog';

const channels: BrowsableChannel[] = [
  { id: 'support', name: 'Support', color: '#0090ff', is_public: true, member_count: 4, isMember: true },
  { id: 'sales', name: 'Sales', color: '#30a46c', is_public: true, member_count: 2, isMember: false },
  {
    id: 'leadership',
    name: 'Leadership',
    color: '#8e4ec6',
    is_public: false,
    member_count: 1,
    isMember: true,
  },
  {
    id: 'success',
    name: 'Customer Success',
    color: '#f76b15',
    is_public: true,
    member_count: 3,
    isMember: false,
  },
];

const meta = {
  title: 'Components/Dialogs/BrowseChannelsDialog',
  component: BrowseChannelsDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onJoin: fn(),
    onOpenChannel: fn(),
    channels,
  },
} satisfies Meta<typeof BrowseChannelsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-key'));

export const AllChannels: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    await expect(rowNames(dialog)).toEqual(['support', 'sales', 'leadership', 'success']);
    await expect(within(dialog).getByRole('img', { name: 'Private' })).toBeInTheDocument();
    await expect(within(dialog).getAllByText('Joined')).toHaveLength(2);
  },
};

export const FilterByName: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search channels' }), 'su');
    await expect(rowNames(dialog)).toEqual(['support', 'success']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await expect(rowNames(dialog)).toEqual(['support', 'sales', 'leadership', 'success']);
  },
};

export const FilterByMembershipAndType: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    await expect(within(dialog).getByRole('radiogroup', { name: 'Membership' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('radiogroup', { name: 'Type' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'My' }));
    await expect(rowNames(dialog)).toEqual(['support', 'leadership']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Private' }));
    await expect(rowNames(dialog)).toEqual(['leadership']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await expect(within(dialog).getByRole('grid')).toHaveTextContent('No channels match these filters.');
  },
};

export const Join: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Sales' }));
    await expect(args.onJoin).toHaveBeenCalledWith('sales');
  },
};

export const KeyboardOpenChannel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    const rows = within(dialog).getAllByRole('row');
    (rows[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenChannel).toHaveBeenCalledWith('sales');
  },
};

export const Joining: Story = { args: { joiningIds: ['sales'] } };

/** While one join runs, another Join waits: 'Please wait until the current operation is finished'. */
export const JoinWhileJoining: Story = {
  args: { joiningIds: ['sales'] },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'All channels' });
    await expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Customer Success' }));
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Please wait until the current operation is finished',
    );
  },
};

export const Empty: Story = { args: { channels: [] } };
