import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiQuickReplies } from './AiQuickReplies';

const meta = {
  title: 'Compose/AiQuickReplies',
  component: AiQuickReplies,
  args: {
    replies: [
      "Yes, I'll confirm the invoice amount and the payment terms.",
      "Sorry, I can't confirm the invoice amount and the payment terms yet.",
      "I'll check and get back to you on the call.",
    ],
    onPick: fn(),
  },
} satisfies Meta<typeof AiQuickReplies>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip is a button; pressing one hands its text over. */
export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Suggested replies' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('button', { name: /^Yes, I'll confirm/ }));
    await expect(args.onPick).toHaveBeenCalledWith(
      "Yes, I'll confirm the invoice amount and the payment terms.",
    );
  },
};

/** Keyboard: Tab reaches the chips, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Suggesting replies...');
  },
};

/** A thread that asks nothing gets no suggestions: nothing is shown. */
export const Empty: Story = {
  args: { replies: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};
