import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PresenceBar } from './PresenceBar';

const meta = {
  title: 'Thread/PresenceBar',
  component: PresenceBar,
  args: {
    viewers: [
      { userId: 'usr_bob', name: 'Bob Chen', activity: 'viewing' },
      { userId: 'usr_carol', name: 'Carol Diaz', activity: 'replying' },
    ],
  },
} satisfies Meta<typeof PresenceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ViewingAndReplying: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Also on this thread' });
    const people = within(region).getAllByRole('listitem');
    await expect(people).toHaveLength(2);
    await expect(people[0]).toHaveTextContent(/Bob Chen viewing$/);
    await expect(people[1]).toHaveTextContent(/Carol Diaz replying$/);
  },
};

export const ViewingAndReplyingDark: Story = { ...ViewingAndReplying, globals: { mode: 'dark' } };

/** Nobody else on the thread: the region stays (for the announcements) and is empty. */
export const Nobody: Story = {
  args: { viewers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Also on this thread' })).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const NobodyDark: Story = { ...Nobody, globals: { mode: 'dark' } };
