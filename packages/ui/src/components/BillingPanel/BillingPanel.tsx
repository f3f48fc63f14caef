import {
  type BillingDetails,
  billingButtons,
  billingDateLabel,
  billingPeriodName,
  formatCents,
  messages,
  planStatusLabel,
  showPaymentDetails,
} from '@switchboard/domain';
import { useId } from 'react';
import { Heading } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Link } from '../../primitives/Link/Link';
import { LoadStatus } from '../Feedback/LoadStatus';
import * as styles from './BillingPanel.css';

const b = messages.settings.billing;

export type BillingPanelState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; details: BillingDetails };

export interface BillingPanelProps {
  state: BillingPanelState;
  /** The time zone dates are shown in (the user's). */
  timeZone: string;
  /** 'Upgrade plan' (no plan) and 'Renew plan' (canceled or unpaid) open the checkout in a new tab. */
  onCheckout: () => void;
  /** 'Manage plan' opens the customer portal in a new tab. */
  onManage: () => void;
  onLoadMoreInvoices: () => void;
  onRetry?: () => void;
  /** The checkout or portal is being opened. */
  pending?: 'checkout' | 'portal' | null;
  isLoadingMore?: boolean;
  /** A line under the buttons (e.g. after the new tab opened, or why it could not). */
  notice?: string | null;
}

/**
 * The billing section: plan, status ('Active (Pending Cancellation)'), seats, price, 'Renews on' or
 * 'Active until', the card (hidden when canceled), the billing email, the invoices with 'Load more', and
 * the buttons the plan's state calls for (spec doc 1, "Billing buttons").
 */
export function BillingPanel({
  state,
  timeZone,
  onCheckout,
  onManage,
  onLoadMoreInvoices,
  onRetry,
  pending = null,
  isLoadingMore = false,
  notice = null,
}: BillingPanelProps) {
  const invoicesId = useId();
  if (state.kind === 'loading' || state.kind === 'error')
    return (
      <LoadStatus status={state.kind} loadingLabel={b.loading} errorText={b.loadError} onRetry={onRetry} />
    );
  const { details } = state;
  const plan = details.currentPlan;
  const buttons = billingButtons(plan);
  const date = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
  const card = showPaymentDetails(plan) ? details.paymentMethod : null;
  return (
    <div className={styles.panel}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{b.plan}</dt>
          <dd>{plan ? messages.pricing.premium : messages.pricing.free}</dd>
        </div>
        {plan ? (
          <>
            <div className={styles.fact}>
              <dt>{b.status}</dt>
              <dd>
                <span className={styles.statusValue({ tone: statusTone(plan) })}>
                  {planStatusLabel(plan)}
                </span>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{b.seatsLabel}</dt>
              <dd>{b.seats(plan.seats)}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{b.price}</dt>
              <dd>{b.priceLine(formatCents(plan.pricePerSeat), billingPeriodName(plan.billingPeriod))}</dd>
            </div>
            {plan.nextInvoiceDate ? (
              <div className={styles.fact}>
                <dt>{billingDateLabel(plan)}</dt>
                <dd>{date(plan.nextInvoiceDate)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {card ? (
          <div className={styles.fact}>
            <dt>{b.paymentMethod}</dt>
            <dd>
              {b.cardEnding(card.cardType, card.last4)}
              <span className={styles.muted}> · {b.expires(card.expMonth, card.expYear)}</span>
            </dd>
          </div>
        ) : null}
        {details.billingEmail ? (
          <div className={styles.fact}>
            <dt>{b.billingEmail}</dt>
            <dd>{details.billingEmail}</dd>
          </div>
        ) : null}
      </dl>
      {plan ? null : <p className={styles.muted}>{b.noPlan}</p>}
      <div className={styles.actions}>
        {buttons.showUpgradeButton || buttons.showRenewButton ? (
          <Button variant="primary" onPress={onCheckout} isPending={pending === 'checkout'}>
            {buttons.showUpgradeButton ? b.upgradePlan : b.renewPlan}
          </Button>
        ) : null}
        {buttons.showManagePlanButton ? (
          <Button variant="secondary" onPress={onManage} isPending={pending === 'portal'}>
            {b.managePlan}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p className={styles.muted} role="status">
          {notice}
        </p>
      ) : null}
      <section className={styles.invoices} aria-labelledby={invoicesId}>
        <Heading level={3} id={invoicesId} className={styles.heading}>
          {b.invoices}
        </Heading>
        {details.invoices.length === 0 ? (
          <p className={styles.muted}>{b.noInvoices}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{b.invoiceColumns.date}</th>
                <th scope="col">{b.invoiceColumns.number}</th>
                <th scope="col">{b.invoiceColumns.status}</th>
                <th scope="col" className={styles.amount}>
                  {b.invoiceColumns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {details.invoices.map((invoice) => (
                <tr key={invoice.number}>
                  <td>{date(invoice.date)}</td>
                  <td>
                    <Link href={invoice.url} target="_blank" rel="noopener noreferrer">
                      {invoice.number}
                    </Link>
                  </td>
                  <td>{invoice.status}</td>
                  <td className={styles.amount}>{formatCents(invoice.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {details.hasMoreInvoices ? (
          <div>
            <Button variant="ghost" onPress={onLoadMoreInvoices} isPending={isLoadingMore}>
              {b.loadMore}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function statusTone(plan: NonNullable<BillingDetails['currentPlan']>): 'success' | 'warning' | 'danger' {
  if (plan.status === 'active') return plan.canceling ? 'warning' : 'success';
  return plan.status === 'past_due' ? 'warning' : 'danger';
}
