import { BILLING_INVOICES_PAGE } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { BillingPanel } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { currentTimeZone } from '../use-time-zone';
import { openInNewTab } from './open-in-new-tab';

/** While a checkout or portal tab is open, the details are read again this often. */
const AWAITING_RETURN_POLL_MS = 3_000;

export interface BillingSectionProps {
  /** The workspace (default: the signed-in user's). */
  organizationId?: string;
}

/**
 * The settings overlay's billing section: the workspace's billing details (BillingPanel) wired to the
 * checkout and the customer portal, both opened in a new tab; the details are read again when this tab
 * regains focus and while the other tab is open.
 */
export function BillingSection({ organizationId }: BillingSectionProps = {}) {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const organizations = useQuery({ ...queries.organizations(), enabled: organizationId === undefined });
  const orgId = organizationId ?? organizations.data?.data[0]?.id;
  const [invoiceCount, setInvoiceCount] = useState(BILLING_INVOICES_PAGE);
  const [awaitingReturn, setAwaitingReturn] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const details = useQuery({
    ...queries.billingDetails(orgId ?? '', invoiceCount),
    enabled: orgId !== undefined,
    refetchInterval: awaitingReturn ? AWAITING_RETURN_POLL_MS : false,
    refetchOnWindowFocus: 'always',
  });
  const checkout = useMutation(mutations.createCheckout());
  const portal = useMutation(mutations.createCustomerPortal());

  useEffect(() => {
    if (!awaitingReturn || !orgId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['billing', orgId] });
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [awaitingReturn, orgId, queryClient]);

  const open = (kind: 'checkout' | 'portal') => {
    if (!orgId) return;
    setNotice(null);
    openInNewTab(async () => {
      const answer =
        kind === 'checkout'
          ? await checkout.mutateAsync({ body: { organization_id: orgId } })
          : await portal.mutateAsync({ body: { organization_id: orgId } });
      return answer.redirect_url;
    }).then(
      () => {
        setAwaitingReturn(true);
        setNotice(messages.settings.billing.openedInNewTab);
      },
      () => setNotice(messages.pricing.checkoutFailed),
    );
  };

  const state =
    organizations.isError || details.isError
      ? ({ kind: 'error' } as const)
      : details.data
        ? ({ kind: 'ready', details: details.data } as const)
        : ({ kind: 'loading' } as const);
  return (
    <BillingPanel
      state={state}
      timeZone={currentTimeZone()}
      onCheckout={() => open('checkout')}
      onManage={() => open('portal')}
      onLoadMoreInvoices={() => setInvoiceCount((count) => count + BILLING_INVOICES_PAGE)}
      onRetry={() => void (organizations.isError ? organizations.refetch() : details.refetch())}
      pending={checkout.isPending ? 'checkout' : portal.isPending ? 'portal' : null}
      isLoadingMore={details.isPlaceholderData}
      notice={notice}
    />
  );
}
