import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelMembersDialog } from './ChannelMembersDialog';

const meta = {
  title: 'Components/ChannelDialogs/ChannelMembersDialog',
  component: ChannelMembersDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onAdd: fn(),
    onRemove: fn(),
    selfId: 'alice',
    members: [
      { id: 'alice', name: 'Alice Adams', email: 'alice@acme.example' },
      { id: 'bob', name: 'Bob Brown', email: 'bob@acme.example' },
    ],
    candidates: [
      { id: 'carol', name: 'Carol Chen', email: 'carol@acme.example' },
      { id: 'dave', name: 'Dave Diaz', email: 'dave@acme.example' },
    ],
  },
} satisfies Meta<typeof ChannelMembersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Members' });
    await expect(within(dialog).getByText('Alice Adams (you)')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Remove Alice Adams' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Bob Brown' }));
    await expect(args.onRemove).toHaveBeenCalledWith('bob');
  },
};

export const AddMembers: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Add members' }));
    const dialog = await body.findByRole('dialog', { name: 'Add members' });
    await expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search name' }), 'car');
    await expect(within(dialog).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('option', { name: /Carol Chen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith(['carol']);
  },
};

export const Removing: Story = { args: { removingIds: ['bob'] } };

export const Dark: Story = { globals: { mode: 'dark' } };
