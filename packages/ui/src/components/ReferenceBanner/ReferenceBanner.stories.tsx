import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OriginCard, ReferenceBanner } from './ReferenceBanner';

const meta = {
  title: 'Thread/ReferenceBanner',
  component: ReferenceBanner,
  args: { type: 'forward', href: '#/threads/t-2' },
} satisfies Meta<typeof ReferenceBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forwarded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You forwarded the conversation above')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View forward' })).toBeVisible();
  },
};

export const Branched: Story = {
  args: { type: 'reply' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A thread branched off from here')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View conversation' })).toBeVisible();
  },
};

export const OriginForwarded: Story = {
  render: () => (
    <OriginCard
      type="forward"
      title="Quarterly numbers"
      messageCount={4}
      snippet="See the attached deck."
      href="#/threads/t-1"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forwarded Conversation' })).toBeVisible();
    await expect(canvas.getByText('4 messages')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View full thread' })).toBeVisible();
  },
};

export const OriginReplying: Story = {
  render: () => <OriginCard type="reply" title="Launch plan" messageCount={1} href="#/threads/t-1" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Replying to Conversation' })).toBeVisible();
    await expect(canvas.getByText('1 message')).toBeVisible();
  },
};
