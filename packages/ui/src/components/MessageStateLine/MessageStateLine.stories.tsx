import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageStateLine } from './MessageStateLine';

const meta = {
  title: 'Thread/MessageStateLine',
  component: MessageStateLine,
  args: {
    state: { kind: 'pending', label: 'Sending...' },
    onResend: fn(),
    onDiscard: fn(),
    onCancelScheduled: fn(),
  },
} satisfies Meta<typeof MessageStateLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending...');
  },
};

export const Scheduling: Story = { args: { state: { kind: 'pending', label: 'Scheduling...' } } };

/** Before 1500 ms nothing shows. */
export const PendingHidden: Story = {
  args: { state: { kind: 'pending', label: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const SendFailed: Story = {
  args: { state: { kind: 'failed', scheduled: false } },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We were unable to send this message');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Discard message',
    });
    await expect(dialog).toHaveAccessibleDescription('This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

export const ScheduleFailed: Story = {
  args: { state: { kind: 'failed', scheduled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We were unable to schedule this message');
  },
};

export const Scheduled: Story = {
  args: { state: { kind: 'scheduled', time: 'tomorrow at 8:00 AM', isTrashed: false, canCancel: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('This message will be sent tomorrow at 8:00 AM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelScheduled).toHaveBeenCalled();
  },
};

export const ScheduledInTrashedThread: Story = {
  args: { state: { kind: 'scheduled', time: 'tomorrow at 8:00 AM', isTrashed: true, canCancel: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("This thread was trashed. This message won't be sent tomorrow at 8:00 AM"),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull();
  },
};
