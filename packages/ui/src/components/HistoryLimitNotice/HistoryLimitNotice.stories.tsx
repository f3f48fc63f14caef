import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HistoryLimitNotice } from './HistoryLimitNotice';

const onUpgrade = fn();

const meta = {
  title: 'Components/HistoryLimitNotice',
  component: HistoryLimitNotice,
  args: { days: 90, hiddenCount: 12, onUpgrade },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HistoryLimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The end of a search on the free plan: 90 days, with the upgrade path. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: 'Older threads' });
    await expect(notice).toHaveTextContent(
      'Threads older than 90 days are hidden on the free plan. Upgrade to see your whole history.',
    );
    await expect(notice).toHaveTextContent('12 older threads hidden');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upgrade plan' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** A channel list: 30 days, one thread hidden. */
export const ChannelOne: Story = {
  args: { days: 30, hiddenCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/older than 30 days/)).toBeVisible();
    await expect(canvas.getByText('1 older thread hidden')).toBeVisible();
  },
};

/** Without an upgrade path (a member who cannot change the plan): the text only. */
export const WithoutUpgrade: Story = {
  args: { onUpgrade: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
