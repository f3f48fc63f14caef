import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadStatus } from './LoadStatus';

const meta = {
  title: 'Components/Feedback/LoadStatus',
  component: LoadStatus,
  args: {
    status: 'loading',
    loadingLabel: messages.settings.myTeam.loading,
    errorText: messages.settings.myTeam.loadError,
  },
} satisfies Meta<typeof LoadStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still loading: the spinner says what is coming, as a live status. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your team');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Failed: the error is an alert, and 'Try again' (reachable by keyboard) asks again. */
export const ErrorWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading your team. Please try again.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Failed, with nothing to retry: the error alone. */
export const ErrorOnly: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
