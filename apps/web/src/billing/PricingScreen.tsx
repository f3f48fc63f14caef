import { type BillingFrequency, messages, type PlanName } from '@switchboard/domain';
import { Logo, PricingPlans } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { BillingSection } from './BillingSection';
import { openInNewTab } from './open-in-new-tab';
import * as styles from './pricing-screen.css';

/** While the checkout tab is open, the plan is read again this often. */
const AWAITING_CHECKOUT_POLL_MS = 3_000;

/**
 * `/pricing`: the tagline and the pricing panel. Signed out, a plan leads to sign-in (and back here);
 * signed in, Premium opens the checkout in a new tab, and the workspace's billing section shows below.
 */
export function PricingScreen() {
  const { auth } = useRouteContext({ from: '__root__' });
  const signedIn = auth.isSignedIn();
  return (
    <main className={styles.page}>
      <Logo />
      <h1 className={styles.tagline}>{messages.pricing.tagline}</h1>
      {signedIn ? <SignedInPricing /> : <SignedOutPricing />}
    </main>
  );
}

function SignedOutPricing() {
  const navigate = useNavigate();
  return (
    <PricingPlans
      loggedIn={false}
      currentPlan={null}
      onChoose={() => void navigate({ to: '/signin', search: { redirect: '/pricing' } })}
    />
  );
}

function SignedInPricing() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const organizations = useQuery(queries.organizations());
  const orgId = organizations.data?.data[0]?.id;
  const [failed, setFailed] = useState(false);
  const [awaitingReturn, setAwaitingReturn] = useState(false);
  const details = useQuery({
    ...queries.billingDetails(orgId ?? ''),
    enabled: orgId !== undefined,
    // While the checkout tab is open the plan is read again, so this page shows the upgrade once confirmed.
    refetchInterval: awaitingReturn ? AWAITING_CHECKOUT_POLL_MS : false,
  });
  const checkout = useMutation(mutations.createCheckout());
  const plan = details.data?.currentPlan;
  const currentPlan: PlanName | null = !details.data
    ? null
    : plan && plan.status !== 'canceled'
      ? 'PREMIUM'
      : 'FREE';
  const startCheckout = (frequency: BillingFrequency) => {
    if (!orgId) return;
    setFailed(false);
    openInNewTab(async () => {
      const answer = await checkout.mutateAsync({
        body: { organization_id: orgId, billing_frequency: frequency },
      });
      return answer.redirect_url;
    }).then(
      () => setAwaitingReturn(true),
      () => setFailed(true),
    );
  };
  return (
    <>
      <PricingPlans
        loggedIn
        currentPlan={currentPlan}
        // Until the details arrive the plan is unknown: no 'Upgrade plan' for a workspace that may pay.
        isPlanLoading={details.data === undefined && !details.isError}
        pendingPlan={checkout.isPending ? 'PREMIUM' : null}
        onChoose={({ frequency, target }) => {
          if (target === 'checkout') startCheckout(frequency);
        }}
      />
      {failed ? (
        <p className={styles.error} role="alert">
          {messages.pricing.checkoutFailed}
        </p>
      ) : null}
      {orgId ? (
        <section className={styles.billing}>
          <h2 className={styles.sectionTitle}>{messages.settings.sections.billing}</h2>
          <BillingSection organizationId={orgId} />
        </section>
      ) : null}
    </>
  );
}
