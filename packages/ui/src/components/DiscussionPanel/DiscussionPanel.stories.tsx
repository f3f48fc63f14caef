import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { members } from '../ThreadPeople/people-fixtures';
import { DiscussionPanel } from './DiscussionPanel';

const meta = {
  title: 'Thread/DiscussionPanel',
  component: DiscussionPanel,
  args: {
    members,
    onSend: fn(),
    onClose: fn(),
    onUpgrade: fn(),
    messages: [
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        text: 'Can you take this one?',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DiscussionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Discussion' })).toBeVisible();
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await userEvent.type(box, 'On it');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('On it', []);
  },
};

/** '@' suggests teammates; arrows move, Enter picks, mod+Enter sends. */
export const Mentions: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await userEvent.type(box, 'Thanks @');
    const list = canvas.getByRole('listbox', { name: 'Mention a teammate' });
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await userEvent.type(box, 'ca');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Thanks @Carol Diaz ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('Thanks @Carol Diaz', ['u-carol']);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No private messages yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** Free plan: comments older than 30 days are blurred behind the upgrade banner. */
export const HistoryLimit: Story = {
  args: {
    messages: [
      {
        id: 'p-0',
        author: { name: 'Carol Diaz' },
        text: 'An old comment',
        date: '2025-12-01T10:00:00.000Z',
        dateLabel: 'Dec 1, 2025',
        isBeyondHistory: true,
      },
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        text: 'A recent one',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Comments older than 30 days are kept for the premium plan.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** Free plan, as the server answers: the older comments are not sent, only counted; the banner still shows. */
export const HistoryHiddenByServer: Story = {
  args: {
    hiddenCount: 3,
    messages: [
      {
        id: 'p-1',
        author: { name: 'Bob Chen' },
        text: 'A recent one',
        date: '2026-03-01T10:00:00.000Z',
        dateLabel: 'Mar 1',
      },
    ],
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Comments older than 30 days are kept for the premium plan.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** Nothing hidden: no banner. */
export const NoHistoryLimit: Story = {
  args: { hiddenCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Comments older than 30 days are kept for the premium plan.')).toBeNull();
  },
};

/** Presence: the panel says when something is written (the app announces 'replying'), and when no longer. */
export const Writing: Story = {
  args: { onWritingChange: fn() },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Write a private message/ });
    await expect(args.onWritingChange).toHaveBeenLastCalledWith(false);
    await userEvent.type(box, 'I take it');
    await expect(args.onWritingChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onWritingChange).toHaveBeenLastCalledWith(false);
  },
};
