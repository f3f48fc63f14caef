import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BulletList } from './BulletList';

const meta = {
  title: 'Primitives/BulletList',
  component: BulletList,
  args: {
    'aria-label': 'Sections',
    items: [
      'We keep your messages to deliver them to your team.',
      'We never sell your data.',
      'You can export or delete your workspace at any time.',
    ],
  },
} satisfies Meta<typeof BulletList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'We keep your messages to deliver them to your team.',
      'We never sell your data.',
      'You can export or delete your workspace at any time.',
    ]);
  },
};

export const SectionsDark: Story = { ...Sections, globals: { mode: 'dark' } };

/** In a centred card the lines still start at the start. */
export const InCentredCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ textAlign: 'center', maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(getComputedStyle(list).textAlign).toBe('start');
  },
};
