import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 unread threads' },
  render: (args) => (
    <span>
      <Badge tone="soft">3</Badge>
      <VisuallyHidden {...args} />
    </span>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadButNotSeen: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('3 unread threads');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
  },
};
