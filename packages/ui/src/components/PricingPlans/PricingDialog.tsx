import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { error } from '../Dialogs/Dialogs.css';
import { PricingPlans, type PricingPlansProps } from './PricingPlans';

export interface PricingDialogProps extends Omit<PricingPlansProps, 'headingLevel' | 'showTitle'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Why the checkout could not be opened, under the plans. */
  errorMessage?: string;
}

/** The pricing dialog 'Supercharge your team': the app's upgrade buttons open it over the current screen. */
export function PricingDialog({ isOpen, onOpenChange, errorMessage, ...plans }: PricingDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title={messages.pricing.dialogTitle}
        footer={({ close }) => <Button onPress={close}>{messages.compose.close}</Button>}
      >
        <PricingPlans {...plans} showTitle={false} />
        {errorMessage ? (
          <p role="alert" className={error}>
            {errorMessage}
          </p>
        ) : null}
      </Dialog>
    </Modal>
  );
}
