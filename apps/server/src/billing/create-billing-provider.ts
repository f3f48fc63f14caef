import type { Services } from '../services.js';
import type { BillingConfig } from './billing-config.js';
import type { BillingProvider } from './billing-provider.js';
import { createLocalBilling } from './local-billing.js';
import { createStripeBilling } from './stripe-billing.js';

/** The configured billing provider: the Stripe adapter with `BILLING_PROVIDER=stripe`, else the local one. */
export function createBillingProvider(config: BillingConfig, services: Services): BillingProvider {
  return config.provider === 'stripe' ? createStripeBilling(config, services) : createLocalBilling(services);
}
