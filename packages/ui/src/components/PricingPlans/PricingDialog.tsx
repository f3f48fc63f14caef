import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { PricingPlans, type PricingPlansProps } from './PricingPlans';

export interface PricingDialogProps extends Omit<PricingPlansProps, 'headingLevel' | 'showTitle'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The pricing dialog 'Supercharge your team' (e.g. the upgrade path from the team limit). */
export function PricingDialog({ isOpen, onOpenChange, ...plans }: PricingDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title={messages.pricing.dialogTitle}
        footer={({ close }) => <Button onPress={close}>{messages.compose.close}</Button>}
      >
        <PricingPlans {...plans} showTitle={false} />
      </Dialog>
    </Modal>
  );
}
