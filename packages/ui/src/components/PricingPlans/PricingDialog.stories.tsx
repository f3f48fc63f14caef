import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PricingDialog } from './PricingDialog';

const meta = {
  title: 'Billing/PricingDialog',
  component: PricingDialog,
  args: { isOpen: true, onOpenChange: fn(), loggedIn: true, currentPlan: 'FREE', onChoose: fn() },
} satisfies Meta<typeof PricingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on Free: the dialog 'Supercharge your team'; 'Upgrade plan' starts a yearly checkout. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Supercharge your team',
    });
    await expect(within(dialog).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onChoose).toHaveBeenCalledWith({
      plan: 'PREMIUM',
      frequency: 'yearly',
      target: 'checkout',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Signed out: 'Get started' on both plans. */
export const SignedOut: Story = {
  args: { loggedIn: false, currentPlan: null },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Supercharge your team',
    });
    await expect(within(dialog).getAllByRole('button', { name: 'Get started' })).toHaveLength(2);
  },
};

export const SignedInDark: Story = { ...SignedIn, globals: { mode: 'dark' } };

/** The checkout could not be opened: the reason under the plans, announced. */
export const CheckoutFailed: Story = {
  args: { errorMessage: 'The checkout could not be opened. Please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Supercharge your team',
    });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The checkout could not be opened.');
  },
};

/** Opened before the plan is known: the buttons wait. */
export const PlanLoading: Story = {
  args: { currentPlan: null, isPlanLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Supercharge your team',
    });
    await expect(within(dialog).queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
    await expect(within(dialog).getAllByRole('button', { name: 'Loading plan...' })).toHaveLength(2);
  },
};
