import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog, DiscardChangesDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: messages.message.discardDialogTitle,
    description: messages.message.discardDialogText,
    confirmLabel: messages.message.discard,
    tone: 'danger',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DiscardMessage: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Discard message' });
    await expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Primary: Story = {
  args: {
    tone: 'primary',
    title: messages.compose.sendAsNewThreadTitle,
    description: messages.compose.sendAsNewThreadText,
    confirmLabel: messages.compose.send,
  },
};

export const DeletingStaysOpenOnError: Story = {
  args: {
    title: messages.channel.deleteTitle,
    description: messages.channel.deleteWarning('Support'),
    confirmLabel: messages.channel.deleteButton,
    pendingLabel: messages.channel.deleting,
    closeOnConfirm: false,
    errorMessage: messages.errors.generic,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete channel' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: {
    title: messages.channel.deleteTitle,
    description: messages.channel.deleteWarning('Support'),
    confirmLabel: messages.channel.deleteButton,
    pendingLabel: messages.channel.deleting,
    closeOnConfirm: false,
    isPending: true,
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('button', { name: /Deleting\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const DiscardChanges: Story = {
  render: (args) => (
    <DiscardChangesDialog isOpen onOpenChange={args.onOpenChange} onDiscard={args.onConfirm} />
  ),
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await expect(dialog).toHaveAccessibleDescription(
      'You have unsaved changes. Are you sure you want to leave?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
