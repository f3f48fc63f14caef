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
    <DiscardChangesDialog isOpen onOpenChange={args.onOpenChange} onDiscard={() => args.onConfirm?.()} />
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

/** The thread's 'Message cannot be cancelled' (a send is still in flight): information, one 'Close'. */
export const CannotCancel: Story = {
  args: {
    variant: 'info',
    tone: 'primary',
    title: messages.message.cannotCancelTitle,
    description: messages.message.cannotCancelText,
    confirmLabel: messages.compose.close,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.message.cannotCancelTitle });
    await expect(dialog).toHaveAccessibleDescription(messages.message.cannotCancelText);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Close']);
    await userEvent.click(buttons[0]!);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The discussion's 'Message cannot be sent' (the thread is scheduled): information, one 'Close'. */
export const CannotSend: Story = {
  args: {
    variant: 'info',
    tone: 'primary',
    title: messages.message.cannotSendTitle,
    description: messages.message.cannotSendText,
    confirmLabel: messages.compose.close,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.message.cannotSendTitle });
    await expect(dialog).toHaveAccessibleDescription(messages.message.cannotSendText);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The thread's trash warning when others follow it: 'Trash' deletes for everyone, Cancel keeps it. */
export const TrashWarning: Story = {
  args: {
    title: messages.thread.actions.trash,
    description: messages.thread.trashWarning,
    confirmLabel: messages.thread.actions.trash,
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: messages.thread.actions.trash });
    await expect(dialog).toHaveAccessibleDescription(
      'This message will be deleted for all Switchboard users.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: messages.message.cancel }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The story keeps it open: 'Trash' now confirms.
    await userEvent.click(within(dialog).getByRole('button', { name: messages.thread.actions.trash }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
