import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InviteAcceptScreen } from './InviteAcceptScreen';

const meta = {
  title: 'Screens/InviteAcceptScreen',
  component: InviteAcceptScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: { kind: 'ready', workspaceName: 'Acme', email: 'grace@acme.example', inviterName: 'Alice Martin' },
    onJoin: fn(),
    onGoToInbox: fn(),
  },
} satisfies Meta<typeof InviteAcceptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You've been invited to join Acme" })).toBeVisible();
    await expect(canvas.getByText('Alice Martin invited grace@acme.example to the team.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join team' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
  },
};

export const ReadyDark: Story = { ...Ready, globals: { mode: 'dark' } };

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main', { name: 'Loading your invite...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Joining: Story = {
  args: { isJoining: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Join team/ });
    await userEvent.click(button);
    await expect(args.onJoin).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { state: { kind: 'expired' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to inbox' }));
    await expect(args.onGoToInbox).toHaveBeenCalledOnce();
  },
};

export const ExpiredDark: Story = { ...Expired, globals: { mode: 'dark' } };

export const CannotAccept: Story = {
  args: { cannotAccept: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: "You can't accept this invite" });
    await expect(dialog).toHaveTextContent('already belongs to a workspace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to inbox' }));
    await expect(args.onGoToInbox).toHaveBeenCalled();
  },
};

export const CannotAcceptDark: Story = { ...CannotAccept, globals: { mode: 'dark' } };
