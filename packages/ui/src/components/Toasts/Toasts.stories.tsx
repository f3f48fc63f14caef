import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { dismissToast, showErrorToast, showNotice, showToast, showUndoToast, Toaster } from './Toasts';

const t = messages.toasts;
const onUndo = fn();
const onView = fn();
const onSendNow = fn();

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => showUndoToast({ message: t.threadArchived, onUndo })}>Archive</Button>
      <Button onPress={() => showUndoToast({ message: t.markedAsRead, onUndo })}>Mark as read</Button>
      <Button onPress={() => showUndoToast({ message: t.messageSent, onUndo, onSendNow })}>Send</Button>
      <Button onPress={() => showUndoToast({ message: t.threadCreated, onUndo, onView })}>
        Create thread
      </Button>
      <Button onPress={() => showErrorToast()}>Fail</Button>
      <Button onPress={() => showErrorToast(`${messages.errors.offline} ${messages.errors.offlineEmoji}`)}>
        Go offline
      </Button>
      <Button onPress={() => showNotice(t.stillBeingAdded(1))}>Archive a new thread</Button>
      <Button onPress={() => showToast(messages.settings.myTeam.inviteResent)}>Resend invite</Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Components/Toasts',
  component: Toaster,
  render: () => <Demo />,
  beforeEach: () => () => dismissToast(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const UndoToast: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive' }));
    await expect(await body.findByText('Thread archived')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Undo' }));
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByText('Thread archived')).toBeNull());
  },
};

export const UndoFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as read' }));
    const undo = await body.findByRole('button', { name: 'Undo' });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onUndo).toHaveBeenCalledTimes(1);
  },
};

export const MessageSentWithSendNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(await body.findByText('Message sent')).toBeInTheDocument();
    const sendNow = body.getByRole('button', { name: /Send now/ });
    // The shortcut hint sits in the button: mod+shift+z.
    await expect(sendNow.querySelectorAll('kbd kbd')).toHaveLength(3);
    await userEvent.click(sendNow);
    await expect(onSendNow).toHaveBeenCalledTimes(1);
    await expect(onUndo).not.toHaveBeenCalled();
  },
};

export const ThreadCreatedWithView: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create thread' }));
    await userEvent.click(await body.findByRole('button', { name: 'View' }));
    await expect(onView).toHaveBeenCalledTimes(1);
  },
};

export const ErrorReplacesError: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await expect(await body.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go offline' }));
    await expect(
      await body.findByText(/Oops you're offline, reconnect and give it another go/),
    ).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('An error occurred, please try again later.')).toBeNull());
    await expect(canvasElement.ownerDocument.querySelectorAll('[data-toast="error"]')).toHaveLength(1);
  },
};

export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive a new thread' }));
    await expect(
      await body.findByText(
        'This thread is still being added to your inbox, please try again in a few seconds.',
      ),
    ).toBeInTheDocument();
  },
};

export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invite' }));
    await expect(await body.findByText('Invite resent')).toBeInTheDocument();
  },
};

function AllKinds() {
  useEffect(() => {
    showUndoToast({ message: t.threadCreated, onUndo, onView });
    showUndoToast({ message: t.messageSent, onUndo, onSendNow });
    showErrorToast();
  }, []);
  return <Toaster />;
}

/** The undo toast with View, the one with Send now, and the red error toast, at once. */
export const Catalog: Story = {
  render: () => <AllKinds />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Thread created')).toBeInTheDocument();
    await expect(await body.findByText('Message sent')).toBeInTheDocument();
    await expect(await body.findByText('An error occurred, please try again later.')).toBeInTheDocument();
  },
};
