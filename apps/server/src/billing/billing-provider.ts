import type { BillingFrequency } from '@switchboard/domain';

/**
 * A billing provider (DECISIONS.md item 8): where the app sends a member to pay and to manage the plan, and
 * how the provider's events come back. The local provider is the embedded default; the Stripe adapter is
 * chosen by `BILLING_PROVIDER=stripe` (billing-config.ts).
 */
export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /** The checkout page's address (opened in a new tab). */
  checkoutUrl(input: {
    organizationId: string;
    frequency: BillingFrequency;
    email: string;
    seats: number;
  }): Promise<string>;
  /** The customer portal's address (opened in a new tab). */
  portalUrl(input: { organizationId: string }): Promise<string>;
  /**
   * Applies a signed webhook (`POST /billing/stripe-callback`). Throws an `HttpError` when the signature
   * does not check out; an event applied before is acknowledged and changes nothing.
   */
  handleWebhook(rawBody: string, signature: string | undefined): Promise<void>;
}
