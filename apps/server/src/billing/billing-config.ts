/**
 * Which billing provider the server uses, read from the environment:
 *
 * - `BILLING_PROVIDER`: `local` (default) or `stripe`.
 * - With `stripe`: `STRIPE_SECRET_KEY`, `STRIPE_WEBHOOK_SECRET` (the endpoint's `whsec_...` signing secret),
 *   `STRIPE_PRICE_MONTHLY` and `STRIPE_PRICE_YEARLY` (the Premium price ids, billed per seat), and optionally
 *   `STRIPE_API_BASE` (e.g. `http://127.0.0.1:12111`: a stand-in of Stripe's API; tests use one).
 */
export type BillingConfig =
  | { provider: 'local' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      prices: { monthly: string; yearly: string };
      /** Where the API calls go (default: Stripe's own API). */
      api?: { host: string; port: number; protocol: 'http' | 'https' };
    };

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const provider = env.BILLING_PROVIDER || 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'stripe')
    throw new Error(`BILLING_PROVIDER must be "local" or "stripe", got "${provider}"`);
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when BILLING_PROVIDER=stripe`);
    return value;
  };
  const config: BillingConfig = {
    provider: 'stripe',
    secretKey: required('STRIPE_SECRET_KEY'),
    webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
    prices: { monthly: required('STRIPE_PRICE_MONTHLY'), yearly: required('STRIPE_PRICE_YEARLY') },
  };
  if (env.STRIPE_API_BASE) config.api = apiBase(env.STRIPE_API_BASE);
  return config;
}

function apiBase(value: string): { host: string; port: number; protocol: 'http' | 'https' } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_BASE must be an http or https URL, got "${value}"`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}
