import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChannelPicker } from './ChannelPicker';

const meta = {
  title: 'Components/ChannelPicker',
  component: ChannelPicker,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onPick: fn(),
    onCreate: fn(),
    channels: [
      { id: 'chn_general', name: 'General', color: '#3e63dd' },
      { id: 'chn_sales', name: 'Sales', color: '#30a46c' },
      { id: 'chn_support', name: 'Support', color: '#f76b15' },
    ],
  },
} satisfies Meta<typeof ChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickAChannel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Channels' });
    await expect(dialog).toHaveAccessibleDescription('Members can view the conversation and discussion');
    const field = within(dialog).getByRole('searchbox', { name: 'Search channels' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'sa');
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sales', '"sa" (create new)']);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Sales' }));
    await expect(args.onPick).toHaveBeenCalledWith('chn_sales');
  },
};

export const CreateNew: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Channels' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'Partners');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Partners');
  },
};

/** With the search empty, 'Create new channel' comes after the channels and creates with no name. */
export const CreateNewChannel: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Channels' });
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Sales', 'Support', 'Create new channel']);
    await userEvent.type(within(dialog).getByRole('searchbox'), 'x');
    await expect(within(dialog).queryByRole('option', { name: 'Create new channel' })).toBeNull();
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Create new channel' }));
    await expect(args.onCreate).toHaveBeenCalledWith('');
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

export const NoChannels: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Channels' });
    await expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Create new channel']);
  },
};
