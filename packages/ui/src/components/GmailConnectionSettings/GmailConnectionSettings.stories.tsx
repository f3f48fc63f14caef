import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GmailConnectionSettings } from './GmailConnectionSettings';

const g = messages.settings.gmail;

const meta = {
  title: 'Components/GmailConnectionSettings',
  component: GmailConnectionSettings,
  args: { available: true, connection: null, onConnect: fn(), onDisconnect: fn() },
} satisfies Meta<typeof GmailConnectionSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Gmail' })).toBeVisible();
    const connect = canvas.getByRole('button', { name: 'Connect Gmail' });
    await expect(connect).toHaveAccessibleDescription(g.description);
    await expect(canvas.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    await userEvent.click(connect);
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Connected: Story = {
  args: { connection: { email: 'alice@gmail.example', status: 'connected' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('alice@gmail.example')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Connect Gmail' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reconnect Gmail' })).toBeNull();
    const disconnect = canvas.getByRole('button', { name: 'Disconnect' });
    await expect(disconnect).toHaveAccessibleDescription('Connected');
    await userEvent.tab();
    await expect(disconnect).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
  },
};

/** Google refused the grant (revoked or expired): the spec's re-auth text and Reconnect Gmail. */
export const NeedsReauthRevoked: Story = {
  args: { connection: { email: 'alice@gmail.example', status: 'revoked' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reconnect = canvas.getByRole('button', { name: 'Reconnect Gmail' });
    await expect(reconnect).toHaveAccessibleDescription(messages.signIn.reauth.revoked);
    await userEvent.click(reconnect);
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  },
};

/** The grant lacks the Gmail scope: the spec's "needs additional permissions" and Reconnect Gmail. */
export const NeedsReauthScopes: Story = {
  args: { connection: { email: 'alice@gmail.example', status: 'scopes' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reconnect Gmail' })).toHaveAccessibleDescription(
      messages.signIn.reauth.scopes,
    );
  },
};

/** The last attempt failed (here: cancelled at Google): the reason is announced, Connect stays offered. */
export const ErrorAfterCancel: Story = {
  args: { error: g.errors.cancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(g.errors.cancelled);
    await expect(canvas.getByRole('button', { name: 'Connect Gmail' })).toBeEnabled();
  },
};

/** The server has no Google client: Connect is disabled with the reason. */
export const Unavailable: Story = {
  args: { available: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const connect = canvas.getByRole('button', { name: 'Connect Gmail' });
    await expect(connect).toBeDisabled();
    await expect(connect).toHaveAccessibleDescription(g.unavailable);
    await userEvent.click(connect, { pointerEventsCheck: 0 });
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

/** While the browser leaves for Google, the button shows it is busy and ignores presses. */
export const Connecting: Story = {
  args: { pending: 'connect' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const connect = canvas.getByRole('button', { name: /Connect Gmail/ });
    await userEvent.click(connect, { pointerEventsCheck: 0 });
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <GmailConnectionSettings {...args} connection={null} />
      <GmailConnectionSettings {...args} connection={{ email: 'alice@gmail.example', status: 'connected' }} />
      <GmailConnectionSettings {...args} connection={{ email: 'alice@gmail.example', status: 'revoked' }} />
      <GmailConnectionSettings {...args} connection={{ email: 'alice@gmail.example', status: 'scopes' }} />
      <GmailConnectionSettings {...args} connection={null} error={g.errors.exchange} />
      <GmailConnectionSettings {...args} connection={null} available={false} />
    </div>
  ),
};
