import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingPlans } from './PricingPlans';

const meta = {
  title: 'Billing/PricingPlans',
  component: PricingPlans,
  args: { loggedIn: true, currentPlan: 'FREE', onChoose: fn(), onFrequencyChange: fn() },
} satisfies Meta<typeof PricingPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: both plans read 'Get started' and lead to sign-in. */
export const SignedOut: Story = {
  args: { loggedIn: false, currentPlan: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Supercharge your team' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Get started' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith({
      plan: 'PREMIUM',
      frequency: 'yearly',
      target: 'signin',
    });
  },
};

/** Signed in on the free plan: yearly by default ($16, $192 a year); 'Upgrade plan' starts the checkout. */
export const SignedInFree: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(canvas.getByText('$16 per member / month')).toBeVisible();
    await expect(canvas.getByText('$192 per year')).toBeVisible();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      plan: 'PREMIUM',
      frequency: 'yearly',
      target: 'checkout',
    });
  },
};

/** The monthly toggle: $20 per member per month, no yearly total; the checkout asks for monthly. */
export const Monthly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(args.onFrequencyChange).toHaveBeenCalledWith('monthly');
    await expect(canvas.getByText('$20 per member / month')).toBeVisible();
    await expect(canvas.queryByText('$192 per year')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      plan: 'PREMIUM',
      frequency: 'monthly',
      target: 'checkout',
    });
  },
};

/** On Premium: its card says 'Current plan' (disabled). */
export const SignedInPremium: Story = {
  args: { currentPlan: 'PREMIUM' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const premium = canvas.getByRole('listitem', { name: 'Premium' });
    await expect(within(premium).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  },
};

/** The checkout is being opened: Premium's button is pending. */
/** Signed in while the plan loads: no 'Upgrade plan' yet (the workspace may already pay), nothing to press. */
export const SignedInPlanLoading: Story = {
  args: { currentPlan: null, isPlanLoading: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: 'Loading plan...' });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const CheckoutPending: Story = {
  args: { pendingPlan: 'PREMIUM' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Upgrade plan' })).toBeEnabled();
  },
};
