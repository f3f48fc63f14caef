import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LeaveChannelDialog } from './LeaveChannelDialog';

const meta = {
  title: 'Components/ChannelDialogs/LeaveChannelDialog',
  component: LeaveChannelDialog,
  args: { isOpen: true, onOpenChange: fn(), onLeave: fn(), channelName: 'Leadership' },
} satisfies Meta<typeof LeaveChannelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Leave channel' });
    await expect(dialog).toHaveTextContent('Leadership is private');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const CancelByEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Leave channel' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };
