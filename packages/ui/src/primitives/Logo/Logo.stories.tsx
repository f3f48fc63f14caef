import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from './Logo';

const meta = {
  title: 'Primitives/Logo',
  component: Logo,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wordmark: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Switchboard')).toBeInTheDocument();
  },
};

export const MarkOnly: Story = {
  args: { markOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Switchboard' })).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Logo size="sm" />
      <Logo size="md" />
      <Logo size="lg" />
      <Logo size="lg" markOnly />
    </div>
  ),
};
