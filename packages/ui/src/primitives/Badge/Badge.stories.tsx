import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'New', tone: 'accent' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['accent', 'soft', 'neutral', 'danger', 'success', 'warning', 'outline'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

export const Draft: Story = { args: { tone: 'outline', children: 'Draft' } };

export const Count: Story = {
  args: { tone: 'soft', children: '12', 'aria-label': '12 unread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 unread')).toBeInTheDocument();
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['accent', 'soft', 'neutral', 'danger', 'success', 'warning', 'outline'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
      <Badge tone="soft">3</Badge>
      <Badge tone="accent">99+</Badge>
    </div>
  ),
};
