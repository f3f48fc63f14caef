import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationsSettings } from './NotificationsSettings';

const meta = {
  title: 'Components/NotificationsSettings',
  component: NotificationsSettings,
  args: { state: 'prompt', onEnable: fn(), onDisable: fn() },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['notsupported', 'denied', 'prompt', 'not-subscribed', 'granted'],
    },
  },
} satisfies Meta<typeof NotificationsSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  args: { state: 'prompt' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const enable = canvas.getByRole('button', { name: 'Enable' });
    await expect(enable).toHaveAccessibleDescription('Notifications are off for this browser.');
    await userEvent.click(enable);
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await expect(args.onDisable).not.toHaveBeenCalled();
  },
};

export const NotSubscribed: Story = {
  args: { state: 'not-subscribed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enable' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
  },
};

export const Granted: Story = {
  args: { state: 'granted' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disable = canvas.getByRole('button', { name: 'Disable' });
    await expect(disable).toHaveAccessibleDescription('Notifications are on for this browser.');
    await userEvent.click(disable);
    await expect(args.onDisable).toHaveBeenCalledTimes(1);
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const enable = canvas.getByRole('button', { name: 'Enable' });
    await expect(enable).toBeDisabled();
    await expect(enable).toHaveAccessibleDescription(
      'Notifications have been disabled. Please go to your browser settings to enable them.',
    );
    await userEvent.click(enable, { pointerEventsCheck: 0 });
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

export const NotSupported: Story = {
  args: { state: 'notsupported' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeDisabled();
    await expect(canvas.getByText('Notifications are not supported.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { state: 'prompt', isPending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Enable/ }));
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: 'not-subscribed', error: 'Notifications could not be turned on. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Notifications could not be turned on. Please try again.',
    );
  },
};

/** Every permission state at once. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      {(['notsupported', 'denied', 'prompt', 'not-subscribed', 'granted'] as const).map((state) => (
        <NotificationsSettings key={state} {...args} state={state} />
      ))}
    </div>
  ),
};

/** Granted, with the splits whose new mail notifies: ticking one reports it. */
export const ChoosingSplits: Story = {
  args: {
    state: 'granted',
    onSplitChange: fn(),
    splits: [
      { id: 'primary', name: 'Primary', notified: true },
      { id: 'promotions', name: 'Promotions', notified: false },
      { id: 'spl_customers', name: 'Customers', notified: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Notify me of new mail in' });
    await expect(within(group).getByRole('checkbox', { name: 'Primary' })).toBeChecked();
    await expect(within(group).getByRole('checkbox', { name: 'Promotions' })).not.toBeChecked();
    await userEvent.click(within(group).getByText('Promotions'));
    await expect(args.onSplitChange).toHaveBeenCalledWith('promotions', true);
    await userEvent.click(within(group).getByText('Customers'));
    await expect(args.onSplitChange).toHaveBeenCalledWith('spl_customers', false);
  },
};

/** One split left chosen: it cannot be unticked (notifications are turned off with Disable). */
export const LastSplitKept: Story = {
  args: {
    state: 'granted',
    onSplitChange: fn(),
    splits: [
      { id: 'primary', name: 'Primary', notified: true },
      { id: 'promotions', name: 'Promotions', notified: false },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Primary' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Promotions' })).toBeEnabled();
  },
};
