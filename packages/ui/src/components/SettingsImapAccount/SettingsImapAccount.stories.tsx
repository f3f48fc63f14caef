import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsImapAccount } from './SettingsImapAccount';

const connected = {
  id: 'acc_1',
  email: 'pat@example.com',
  host: 'imap.example.com',
  port: 993,
  status: 'connected' as const,
  statusDetail: null,
  retryAt: null,
  lastSynced: '14:05',
};

const meta = {
  title: 'Components/Settings/SettingsImapAccount',
  component: SettingsImapAccount,
  args: { accounts: [], onConnect: fn(), onDisconnect: fn() },
} satisfies Meta<typeof SettingsImapAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Port' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Port' }), '70000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMAP server' }), 'imaps://imap.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(
      canvas.getByText('Enter a server name only, for example imap.example.com (no imap:// and no spaces)'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter a port from 1 to 65535')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your user name')).toBeInTheDocument();
    await expect(canvas.getByText('Enter your password')).toBeInTheDocument();
    await expect(args.onConnect).not.toHaveBeenCalled();
  },
};

export const Connects: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'IMAP server' }), 'mail.example.org');
    // Without TLS the usual port follows: 143.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Use TLS (SSL)' }));
    await expect(canvas.getByRole('textbox', { name: 'Port' })).toHaveValue('143');
    await userEvent.type(canvas.getByRole('textbox', { name: 'User name' }), 'pat');
    await userEvent.type(canvas.getByLabelText('Password'), 'pw');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConnect).toHaveBeenCalledWith({
      host: 'mail.example.org',
      port: 143,
      tls: false,
      username: 'pat',
      password: 'pw',
    });
  },
};

export const Refused: Story = {
  args: { connectError: 'The server refused the user name or password.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The server refused the user name or password.',
    );
  },
};

export const Connecting: Story = { args: { isConnecting: true } };

export const Connected: Story = {
  args: { accounts: [connected] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected');
    await expect(canvas.getByText('Last synced at 14:05')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect pat@example.com' }));
    await expect(args.onDisconnect).toHaveBeenCalledWith('acc_1');
  },
};

export const Reconnecting: Story = {
  args: {
    accounts: [
      {
        ...connected,
        status: 'reconnecting',
        statusDetail: 'imap.example.com:993 could not be reached. Check the server name and port.',
        retryAt: '14:07',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting');
    await expect(canvas.getByText('Next attempt at 14:07')).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  args: {
    accounts: [
      connected,
      { ...connected, id: 'acc_2', email: 'ops@example.com', status: 'connecting', lastSynced: null },
      { ...connected, id: 'acc_3', email: 'old@example.com', status: 'reconnecting', retryAt: '14:07' },
      {
        ...connected,
        id: 'acc_4',
        email: 'gone@example.com',
        status: 'failed',
        statusDetail: 'The server refused the user name or password.',
      },
    ],
    connectError: 'A secure connection to imap.example.com:993 could not be set up.',
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { mode: 'dark' } };

/** While the accounts load: a spinner says so, not an empty list; the form is already usable. */
export const LoadingAccounts: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading accounts...');
    await expect(canvas.getByRole('textbox', { name: 'IMAP server' })).toBeEnabled();
  },
};

/** The accounts could not be loaded: said so, with 'Try again'. */
export const AccountsLoadError: Story = {
  args: { status: 'error', onRetry: fn(), accounts: [connected] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The accounts could not be loaded.');
    await expect(canvas.queryByText('pat@example.com')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
