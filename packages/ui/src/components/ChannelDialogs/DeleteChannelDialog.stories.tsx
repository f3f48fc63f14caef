import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteChannelDialog } from './DeleteChannelDialog';

const meta = {
  title: 'Components/ChannelDialogs/DeleteChannelDialog',
  component: DeleteChannelDialog,
  args: { isOpen: true, onOpenChange: fn(), onDelete: fn(), channelName: 'Support' },
} satisfies Meta<typeof DeleteChannelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete channel' });
    await expect(dialog).toHaveTextContent('will also delete the filters of all members of the channel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    // It stays open: the caller closes it when the delete has landed.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
  },
};

export const StaysOpenOnError: Story = {
  args: { errorMessage: 'An error occurred, please try again later.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete channel' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
