import { messages } from '@switchboard/domain';
import { Logo, PricingPlans, Separator } from '@switchboard/ui';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { BillingSection } from './BillingSection';
import * as styles from './pricing-screen.css';
import { usePlanChoice } from './use-plan-choice';

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
  const choice = usePlanChoice();
  return (
    <>
      <PricingPlans
        loggedIn
        currentPlan={choice.currentPlan}
        isPlanLoading={choice.isPlanLoading}
        pendingPlan={choice.pendingPlan}
        onChoose={({ frequency, target }) => {
          if (target === 'checkout') choice.startCheckout(frequency);
        }}
      />
      {choice.failed ? (
        <p className={styles.error} role="alert">
          {messages.pricing.checkoutFailed}
        </p>
      ) : null}
      {choice.organizationId ? <Separator /> : null}
      {choice.organizationId ? (
        <section className={styles.billing}>
          <h2 className={styles.sectionTitle}>{messages.settings.sections.billing}</h2>
          <BillingSection organizationId={choice.organizationId} />
        </section>
      ) : null}
    </>
  );
}
