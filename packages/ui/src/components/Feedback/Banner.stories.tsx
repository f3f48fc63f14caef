import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner, NotificationBanner, OfflineBanner, ReauthBanner } from './Banner';

const onEnable = fn();
const onDismiss = fn();
const onSignIn = fn();

const meta = {
  title: 'Components/Feedback/Banner',
  component: Banner,
  args: { children: 'A banner.', tone: 'info' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'danger', 'neutral'] } },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotificationPermissionPrompt: Story = {
  render: () => <NotificationBanner onEnable={onEnable} onDismiss={onDismiss} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Turn on desktop notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(onEnable).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const ReauthRevoked: Story = {
  render: () => <ReauthBanner reason="revoked" onSignIn={onSignIn} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The access to your email account has been revoked or has expired. Please sign in again to allow access to your emails.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with Google' }));
    await expect(onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const ReauthScopes: Story = {
  render: () => <ReauthBanner reason="scopes" onSignIn={onSignIn} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Switchboard needs additional permissions to access your emails. Please sign in again to allow access to your emails.',
    );
  },
};

export const Offline: Story = {
  render: () => <OfflineBanner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "Oops you're offline, reconnect and give it another go",
    );
  },
};

export const OfflineWithWaitingChanges: Story = {
  render: () => <OfflineBanner waiting={3} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "Oops you're offline, reconnect and give it another go 🔌 3 changes are waiting and will be sent when you reconnect.",
    );
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <NotificationBanner onEnable={onEnable} onDismiss={onDismiss} />
      <ReauthBanner reason="revoked" onSignIn={onSignIn} />
      <ReauthBanner reason="scopes" onSignIn={onSignIn} />
      <OfflineBanner />
      <OfflineBanner waiting={1} />
    </div>
  ),
};
