import type { BillingFrequency, PlanName } from '@switchboard/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { openInNewTab } from './open-in-new-tab';

/** While the checkout tab is open, the plan is read again this often. */
const AWAITING_CHECKOUT_POLL_MS = 3_000;

/**
 * The signed-in workspace's plan for the pricing panel (on /pricing and in the pricing dialog): the current
 * plan once the billing details arrived (loading until then, so no 'Upgrade plan' is offered to a paying
 * workspace), and Premium's checkout opened in a new tab, after which the plan is read again until it shows.
 */
export function usePlanChoice() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const organizations = useQuery(queries.organizations());
  const organizationId = organizations.data?.data[0]?.id;
  const [failed, setFailed] = useState(false);
  const [awaitingReturn, setAwaitingReturn] = useState(false);
  const details = useQuery({
    ...queries.billingDetails(organizationId ?? ''),
    enabled: organizationId !== undefined,
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
    if (!organizationId) return;
    setFailed(false);
    openInNewTab(async () => {
      const answer = await checkout.mutateAsync({
        body: { organization_id: organizationId, billing_frequency: frequency },
      });
      return answer.redirect_url;
    }).then(
      () => setAwaitingReturn(true),
      () => setFailed(true),
    );
  };
  return {
    organizationId,
    currentPlan,
    /** Until the details arrive the plan is unknown. */
    isPlanLoading: details.data === undefined && !details.isError,
    pendingPlan: checkout.isPending ? ('PREMIUM' as const) : null,
    failed,
    startCheckout,
  };
}
