import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';

export interface AttachmentRefusedDialogProps {
  /** The domain's `validateAttachments` answer: 'File is too large' or 'File type not allowed'. */
  problem: { title: string; message: string } | null;
  onClose: () => void;
}

/** Tells why files were not attached: too large in total (25 MB) or a blocked type. */
export function AttachmentRefusedDialog({ problem, onClose }: AttachmentRefusedDialogProps) {
  return (
    <Modal isOpen={problem !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="sm">
      <Dialog
        title={problem?.title ?? ''}
        role="alertdialog"
        description={problem?.message}
        footer={({ close }) => (
          <Button variant="primary" autoFocus onPress={close}>
            {messages.compose.ok}
          </Button>
        )}
      />
    </Modal>
  );
}
