import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '60%' },
  argTypes: { shape: { control: 'select', options: ['text', 'title', 'circle', 'rect', 'button'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Circle: Story = { args: { shape: 'circle', size: 'lg' } };

export const ThreadRowPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, alignItems: 'center', width: 560 }}>
      <Skeleton shape="circle" size="md" />
      <Skeleton width="20%" />
      <Skeleton width="55%" />
      <Skeleton width="10%" />
    </div>
  ),
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, width: 400 }}>
      <Skeleton shape="title" width="50%" />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
      <div style={{ display: 'flex', gap: 8 }}>
        <Skeleton shape="circle" size="sm" />
        <Skeleton shape="circle" size="md" />
        <Skeleton shape="circle" size="lg" />
      </div>
      <Skeleton shape="rect" size="lg" />
      <Skeleton shape="button" width="30%" />
    </div>
  ),
};
