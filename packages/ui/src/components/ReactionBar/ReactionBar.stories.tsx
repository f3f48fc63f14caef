import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReactionBar } from './ReactionBar';

const names: Record<string, string> = { 'u-alice': 'Alice', 'u-bob': 'Bob', 'u-carol': 'Carol' };

const meta = {
  title: 'Thread/ReactionBar',
  component: ReactionBar,
  args: {
    selfId: 'u-alice',
    userName: (id: string) => names[id] ?? 'Someone',
    onToggle: fn(),
    reactions: [
      { code: '1f44d', user_ids: ['u-alice', 'u-bob'], update_date: '2026-03-01T10:00:00Z' },
      { code: '1f440', user_ids: ['u-carol'], update_date: '2026-03-01T10:00:00Z' },
    ],
  },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's own reaction is highlighted; pressing it toggles it off. */
export const Highlighted: Story = {
  play: async ({ args, canvas }) => {
    const mine = canvas.getByRole('button', { name: /Alice & Bob reacted with 👍/ });
    await expect(mine).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /Carol reacted with 👀/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(mine);
    await expect(args.onToggle).toHaveBeenCalledWith('1f44d');
  },
};

export const QuickReactions: Story = {
  args: { reactions: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'React with ✅' }));
    await expect(args.onToggle).toHaveBeenCalledWith('2705');
  },
};

/** The picker is a grid: type to search, arrows move, Enter picks. */
export const EmojiPickerKeys: Story = {
  args: { reactions: [] },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add reaction' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox', { name: 'Search emoji' }), 'ro');
    const grid = body.getByRole('grid', { name: 'Add reaction' });
    await expect(within(grid).getAllByRole('row').length).toBeGreaterThan(0);
    await userEvent.click(within(grid).getByRole('row', { name: 'rocket' }));
    await expect(args.onToggle).toHaveBeenCalledWith('1f680');
  },
};

/** A trashed thread: reactions cannot change. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Alice & Bob reacted with 👍/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add reaction' })).toBeNull();
  },
};
