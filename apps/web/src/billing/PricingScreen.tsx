import { messages } from '@switchboard/domain';
import { Heading, Logo, PricingPlans, Separator, Text } from '@switchboard/ui';
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
      <Heading level={1} size="display">
        {messages.pricing.tagline}
      </Heading>
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
        <Text tone="danger" role="alert">
          {messages.pricing.checkoutFailed}
        </Text>
      ) : null}
      {choice.organizationId ? <Separator /> : null}
      {choice.organizationId ? (
        <section className={styles.billing}>
          <Heading level={2} size="section">
            {messages.settings.sections.billing}
          </Heading>
          <BillingSection organizationId={choice.organizationId} />
        </section>
      ) : null}
    </>
  );
}
