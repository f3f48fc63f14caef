import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmojiPicker } from './EmojiPicker';

const meta = {
  title: 'Thread/EmojiPicker',
  component: EmojiPicker,
  args: { onSelect: fn() },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add reaction' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('searchbox', { name: 'Search emoji' });
    // Tab into the grid, arrow to the second emoji, Enter picks it.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('1f44e');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add reaction' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await body.findByRole('searchbox', { name: 'Search emoji' }), 'zzz');
    await expect(body.getByText('No results found.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
