import { messages } from '@switchboard/domain';
import { PricingDialog } from '@switchboard/ui';
import { openDialog } from '../shell/dialog-host';
import { usePlanChoice } from './use-plan-choice';

/**
 * The app's upgrade buttons (history banners, the team limit, the reorder and private-channel upsells) open
 * the pricing dialog 'Supercharge your team' over the current screen, in the one dialog host.
 */
export function openPricingDialog(): void {
  openDialog((close) => <PricingDialogHost onClose={close} />);
}

function PricingDialogHost({ onClose }: { onClose: () => void }) {
  const choice = usePlanChoice();
  return (
    <PricingDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      loggedIn
      currentPlan={choice.currentPlan}
      isPlanLoading={choice.isPlanLoading}
      pendingPlan={choice.pendingPlan}
      {...(choice.failed ? { errorMessage: messages.pricing.checkoutFailed } : {})}
      onChoose={({ frequency, target }) => {
        if (target === 'checkout') choice.startCheckout(frequency);
      }}
    />
  );
}
