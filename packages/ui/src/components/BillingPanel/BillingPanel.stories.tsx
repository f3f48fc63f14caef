import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BillingDetails } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingPanel } from './BillingPanel';

const products = [
  { name: 'FREE', pricePerSeatPerMonth: 0 },
  { name: 'PREMIUM', pricePerSeatPerMonth: 2000 },
];
const card = { cardType: 'visa', last4: '4242', fullName: 'Erin Walsh', expMonth: 4, expYear: 2030 };
const invoices = [
  {
    date: '2026-06-01T00:00:00Z',
    number: 'GLX-0003',
    url: 'https://invoice.example/3',
    status: 'paid',
    amount: 3840,
  },
  {
    date: '2026-05-01T00:00:00Z',
    number: 'GLX-0002',
    url: 'https://invoice.example/2',
    status: 'paid',
    amount: 3840,
  },
];
const premium = (plan: Partial<NonNullable<BillingDetails['currentPlan']>>): BillingDetails => ({
  currentPlan: {
    name: 'PREMIUM',
    status: 'active',
    seats: 2,
    pricePerSeat: 1600,
    nextInvoiceDate: '2027-06-15T12:00:00Z',
    billingPeriod: 12,
    canceling: false,
    ...plan,
  },
  availableProducts: products,
  paymentMethod: card,
  billingEmail: 'billing@globex.example',
  invoices,
  hasMoreInvoices: true,
});

const meta = {
  title: 'Billing/BillingPanel',
  component: BillingPanel,
  args: {
    timeZone: 'UTC',
    onCheckout: fn(),
    onManage: fn(),
    onLoadMoreInvoices: fn(),
    onRetry: fn(),
    state: { kind: 'ready', details: premium({}) },
  },
} satisfies Meta<typeof BillingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No plan: Free, 'Upgrade plan' opens the checkout; nothing to manage. */
export const FreePlan: Story = {
  args: {
    state: {
      kind: 'ready',
      details: {
        currentPlan: null,
        availableProducts: products,
        paymentMethod: null,
        billingEmail: null,
        invoices: [],
        hasMoreInvoices: false,
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You are on the Free plan.')).toBeVisible();
    await expect(canvas.getByText('No invoices yet.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage plan' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** Active: 'Renews on', the card, the billing email, invoices with 'Load more', 'Manage plan'. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('2 seats')).toBeVisible();
    await expect(canvas.getByText('$16 per member / month, billed annually')).toBeVisible();
    await expect(canvas.getByText('Renews on')).toBeVisible();
    await expect(canvas.getByText('Jun 15, 2027')).toBeVisible();
    await expect(canvas.getByText('visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('billing@globex.example')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GLX-0003' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByText('$38.40')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMoreInvoices).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage plan' }));
    await expect(args.onManage).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Upgrade plan' })).toBeNull();
  },
};

/** Canceling: 'Active (Pending Cancellation)' and 'Active until'. */
export const PendingCancellation: Story = {
  args: { state: { kind: 'ready', details: premium({ canceling: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active (Pending Cancellation)')).toBeVisible();
    await expect(canvas.getByText('Active until')).toBeVisible();
    await expect(canvas.queryByText('Renews on')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Manage plan' })).toBeVisible();
  },
};

/** Past due: still managed (the portal updates the card). */
export const PastDue: Story = {
  args: { state: { kind: 'ready', details: premium({ status: 'past_due' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage plan' })).toBeVisible();
  },
};

/** Unpaid: 'Renew plan'. */
export const Unpaid: Story = {
  args: { state: { kind: 'ready', details: premium({ status: 'unpaid' }) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew plan' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** Canceled: 'Renew plan', and the payment method is hidden. */
export const Canceled: Story = {
  args: {
    state: { kind: 'ready', details: premium({ status: 'canceled', nextInvoiceDate: null }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Canceled')).toBeVisible();
    await expect(canvas.queryByText('Payment method')).toBeNull();
    await expect(canvas.queryByText('visa ending in 4242')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Renew plan' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Manage plan' })).toBeNull();
  },
};

/** The portal is being opened; a note says to continue in the new tab. */
export const OpeningPortal: Story = {
  args: { pending: 'portal', notice: 'Continue in the new tab. This page updates when you come back.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Continue in the new tab.');
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading billing details...');
  },
};

export const LoadError: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Billing details could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ActiveDark: Story = { ...Active, globals: { mode: 'dark' } };
export const PendingCancellationDark: Story = { ...PendingCancellation, globals: { mode: 'dark' } };
