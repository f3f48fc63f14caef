import { messages, recipientNotRecognizedMessage } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';

export interface AlmostThereDialogProps {
  /** The address that was not recognized; null keeps the dialog closed. */
  text: string | null;
  /** The field it was typed in ('To', 'Cc', 'Bcc'). */
  field: string;
  onClose: () => void;
}

/**
 * 'Almost there...': an invalid last address. 'The address "{text}" in the "{field}" field was not
 * recognized. Please make sure that all addresses are properly formed.'
 */
export function AlmostThereDialog({ text, field, onClose }: AlmostThereDialogProps) {
  return (
    <Modal isOpen={text !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="sm">
      <Dialog
        title={messages.compose.almostThereTitle}
        role="alertdialog"
        description={text === null ? undefined : recipientNotRecognizedMessage(text, field)}
        footer={({ close }) => (
          <Button variant="primary" autoFocus onPress={close}>
            {messages.compose.ok}
          </Button>
        )}
      />
    </Modal>
  );
}
