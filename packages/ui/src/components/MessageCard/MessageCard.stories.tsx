import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MessageStateLine } from '../MessageStateLine/MessageStateLine';
import { ReactionBar } from '../ReactionBar/ReactionBar';
import { ReferenceBanner } from '../ReferenceBanner/ReferenceBanner';
import { MessageCard, NewMessagesDivider } from './MessageCard';

const meta = {
  title: 'Thread/MessageCard',
  component: MessageCard,
  args: {
    id: 'm-1',
    sender: { name: 'Bob Chen', email: 'bob@acme.example' },
    recipients: [
      { name: 'Alice Martin', email: 'alice@acme.example', isSelf: true },
      { name: 'Carol Diaz', email: 'carol@acme.example' },
    ],
    date: '2026-03-01T10:00:00.000Z',
    dateLabel: 'Sun, Mar 1, 2026, 10:00 AM',
    body: <p>The numbers are in. See the deck attached.</p>,
    attachments: [{ id: 'a-1', name: 'deck.pdf', size: 5_347_737, href: '/files/deck.pdf' }],
    onShowImages: fn(),
  },
} satisfies Meta<typeof MessageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bob Chen' })).toBeVisible();
    await expect(canvas.getByText('bob@acme.example to me, Carol Diaz')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /deck\.pdf/ })).toHaveTextContent('5.10 MB');
  },
};

export const Unread: Story = {
  render: (args) => (
    <>
      <NewMessagesDivider />
      <MessageCard {...args} isUnread />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

/** Names over 50 characters are cut to 30 plus an ellipsis. */
export const LongNames: Story = {
  args: {
    recipients: [
      { name: 'Maximilian Alexander Fitzgerald-Worthington the Third', email: 'max@acme.example' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/to Maximilian Alexander Fitzgeral…$/)).toBeVisible();
  },
};

export const ImagesBlocked: Story = {
  args: { blockedImages: 2 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Remote images are hidden to protect your privacy.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show images' }));
    await expect(args.onShowImages).toHaveBeenCalled();
  },
};

export const WithReactions: Story = {
  args: {
    reactions: (
      <ReactionBar
        reactions={[{ code: '1f44d', user_ids: ['u-alice'], update_date: '2026-03-01T10:00:00Z' }]}
        selfId="u-alice"
        userName={() => 'Alice'}
        onToggle={fn()}
      />
    ),
  },
};

export const SendFailed: Story = {
  args: { stateLine: <MessageStateLine state={{ kind: 'failed', scheduled: false }} /> },
};

export const Scheduled: Story = {
  args: {
    stateLine: (
      <MessageStateLine
        state={{ kind: 'scheduled', time: 'tomorrow at 8:00 AM', isTrashed: false, canCancel: true }}
      />
    ),
  },
};

export const Forwarded: Story = {
  args: { footer: <ReferenceBanner type="forward" href="#/threads/t-2" /> },
};

/** A free-plan sender's message: the branded signature under the body. */
export const BrandedSignature: Story = {
  args: { signature: 'Sent with Switchboard' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-- Sent with Switchboard')).toBeVisible();
  },
};
