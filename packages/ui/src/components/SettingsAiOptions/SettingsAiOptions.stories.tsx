import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettingsAiOptions } from './SettingsAiOptions';

const meta = {
  title: 'Components/Settings/SettingsAiOptions',
  component: SettingsAiOptions,
  args: { quickReplies: true, onQuickRepliesChange: fn(), chatPanel: false, onChatPanelChange: fn() },
} satisfies Meta<typeof SettingsAiOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const replies = canvas.getByRole('switch', { name: 'Quick-reply suggestions' });
    await expect(replies).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Show the AI chat panel' })).not.toBeChecked();
    await userEvent.click(replies);
    await expect(args.onQuickRepliesChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show the AI chat panel' }));
    await expect(args.onChatPanelChange).toHaveBeenCalledWith(true);
  },
};

export const AllOff: Story = {
  args: { quickReplies: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Quick-reply suggestions' }),
    ).not.toBeChecked();
  },
};
