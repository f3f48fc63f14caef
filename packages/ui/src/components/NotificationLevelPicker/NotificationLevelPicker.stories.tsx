import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationLevelPicker } from './NotificationLevelPicker';

const meta = {
  title: 'Components/NotificationLevelPicker',
  component: NotificationLevelPicker,
  args: { value: 'new_and_followed', onChange: fn() },
} satisfies Meta<typeof NotificationLevelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /New and followed/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'New and followed',
      'Followed',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('followed');
  },
};

export const Followed: Story = { args: { value: 'followed' } };

export const Dark: Story = { globals: { mode: 'dark' } };
