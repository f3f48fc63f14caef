import {
  type BillingFrequency,
  DEFAULT_BILLING_FREQUENCY,
  formatCents,
  messages,
  type PlanName,
  planButton,
  premiumPrice,
} from '@switchboard/domain';
import { useId, useState } from 'react';
import { Heading, type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { segment, segmented } from '../Dialogs/Dialogs.css';
import * as styles from './PricingPlans.css';

const p = messages.pricing;

export interface PricingPlansProps {
  /** Signed in: the plan buttons read 'Current plan' / 'Upgrade plan'; signed out: 'Get started'. */
  loggedIn: boolean;
  /** The workspace's plan (null signed out). */
  currentPlan: PlanName | null;
  /** Controlled frequency; uncontrolled it starts on yearly (the spec's default). */
  frequency?: BillingFrequency;
  onFrequencyChange?: (frequency: BillingFrequency) => void;
  /** A plan's button was pressed: `signin` goes to /signin, `checkout` starts the checkout. */
  onChoose: (choice: { plan: PlanName; frequency: BillingFrequency; target: 'signin' | 'checkout' }) => void;
  /**
   * Signed in, the workspace's plan is not known yet: the plan buttons wait ('Loading plan...', disabled)
   * rather than offer 'Upgrade plan' to a workspace that may already pay.
   */
  isPlanLoading?: boolean;
  /** The plan whose checkout is being opened (its button shows a spinner). */
  pendingPlan?: PlanName | null;
  /** A heading level for the title (default 2). */
  headingLevel?: 2 | 3;
  /** False inside the pricing dialog, whose own heading is the title. */
  showTitle?: boolean;
}

/**
 * The pricing panel 'Supercharge your team': the monthly / yearly toggle (yearly by default, 'Save 20%')
 * and the FREE and PREMIUM cards with their prices and the plan button the domain rule names.
 */
export function PricingPlans({
  loggedIn,
  currentPlan,
  frequency: controlled,
  onFrequencyChange,
  onChoose,
  pendingPlan = null,
  isPlanLoading = false,
  headingLevel = 2,
  showTitle = true,
}: PricingPlansProps) {
  const [own, setOwn] = useState<BillingFrequency>(DEFAULT_BILLING_FREQUENCY);
  const frequency = controlled ?? own;
  const titleId = useId();
  const setFrequency = (next: BillingFrequency) => {
    setOwn(next);
    onFrequencyChange?.(next);
  };
  const premium = premiumPrice(frequency);
  const plans: { name: PlanName; label: string; price: string; detail: string | null }[] = [
    { name: 'FREE', label: p.free, price: p.perMemberPerMonth(p.freePrice), detail: null },
    {
      name: 'PREMIUM',
      label: p.premium,
      price: p.perMemberPerMonth(formatCents(premium.perMonthCents)),
      detail: premium.perYearCents === null ? null : p.perYear(formatCents(premium.perYearCents)),
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby={showTitle ? titleId : undefined}>
      {showTitle ? (
        <Heading level={headingLevel} id={titleId} className={styles.title}>
          {p.dialogTitle}
        </Heading>
      ) : null}
      <div className={styles.toggleRow}>
        <ToggleButtonGroup
          aria-label={p.billingFrequency}
          className={segmented}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[frequency]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = [...keys];
            if (next === 'monthly' || next === 'yearly') setFrequency(next);
          }}
        >
          <ToggleButton id="monthly" className={segment}>
            {p.monthly}
          </ToggleButton>
          <ToggleButton id="yearly" className={segment}>
            {p.yearly}
          </ToggleButton>
        </ToggleButtonGroup>
        <Badge tone="success">{p.save}</Badge>
      </div>
      <ul className={styles.cards}>
        {plans.map((plan) => {
          const waiting = loggedIn && isPlanLoading;
          const button = waiting
            ? { label: p.loadingPlan, disabled: true, target: 'none' as const }
            : planButton({ plan: plan.name, currentPlan, loggedIn });
          const nameId = `${titleId}-${plan.name}`;
          return (
            <li
              key={plan.name}
              className={styles.card({ highlighted: plan.name === 'PREMIUM' })}
              aria-labelledby={nameId}
            >
              <Heading level={headingLevel + 1} id={nameId} className={styles.planName}>
                {plan.label}
              </Heading>
              <p className={styles.price}>{plan.price}</p>
              <p className={styles.detail}>{plan.detail ?? '\u00a0'}</p>
              <Button
                variant={plan.name === 'PREMIUM' && !button.disabled ? 'primary' : 'secondary'}
                fullWidth
                isDisabled={button.disabled || (button.target === 'none' && loggedIn)}
                isPending={pendingPlan === plan.name}
                aria-describedby={nameId}
                onPress={() => {
                  if (button.target !== 'none')
                    onChoose({ plan: plan.name, frequency, target: button.target });
                }}
              >
                {button.label}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
