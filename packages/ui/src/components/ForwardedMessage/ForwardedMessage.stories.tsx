import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardedHeaderLines } from '@switchboard/domain';
import { expect } from 'storybook/test';
import { OriginCard } from '../ReferenceBanner/ReferenceBanner';
import { ForwardedMessage } from './ForwardedMessage';

const lines = forwardedHeaderLines(
  {
    from: { name: 'Dora Diaz', email: 'dora@partner.example' },
    date: '2026-11-26T14:34:00.000Z',
    subject: 'Supplier terms',
    to: [{ name: 'Alice Martin', email: 'alice@acme.example' }],
  },
  'UTC',
);

const meta = {
  title: 'Thread/ForwardedMessage',
  component: ForwardedMessage,
  args: { lines, body: <p>The new terms are attached.</p> },
} satisfies Meta<typeof ForwardedMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const block = canvas.getByRole('article', { name: '---------- Forwarded message ---------' });
    await expect(block).toHaveTextContent('---------- Forwarded message ---------');
    await expect(canvas.getByText('Dora Diaz <dora@partner.example>')).toBeVisible();
    await expect(canvas.getByText('Thu, Nov 26, 2026 at 2:34 PM')).toBeVisible();
    await expect(canvas.getByText('Supplier terms')).toBeVisible();
    await expect(canvas.getByText('Alice Martin <alice@acme.example>')).toBeVisible();
    await expect(canvas.getByText('The new terms are attached.')).toBeVisible();
  },
};

export const WithCc: Story = {
  args: {
    lines: forwardedHeaderLines(
      {
        from: { name: null, email: 'dora@partner.example' },
        date: '2026-11-26T14:34:00.000Z',
        subject: null,
        to: [{ name: null, email: 'alice@acme.example' }],
        cc: [{ name: 'Bob Lee', email: 'bob@acme.example' }],
      },
      'UTC',
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cc:')).toBeVisible();
    await expect(canvas.getByText('(no subject)')).toBeVisible();
  },
};

/** In the origin card of a forward whose origin thread the viewer cannot open: no 'View full thread'. */
export const InOriginCard: Story = {
  render: (args) => (
    <OriginCard type="forward" title="Supplier terms" messageCount={1}>
      <ForwardedMessage {...args} />
    </OriginCard>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forwarded Conversation' })).toBeVisible();
    await expect(canvas.getByText('The new terms are attached.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View full thread' })).toBeNull();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ForwardedMessage {...args} />
      <OriginCard type="forward" title="Supplier terms" messageCount={2} href="#/threads/t-1">
        <ForwardedMessage {...args} />
        <ForwardedMessage {...args} body={<p>And the second message.</p>} />
      </OriginCard>
    </div>
  ),
};
