import { messages } from '@switchboard/domain';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';

export interface DeleteChannelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  channelName: string;
  onDelete: () => void;
  /** The delete runs: the button reads 'Deleting...' and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** The delete failed: the dialog stays open with the error. */
  errorMessage?: string;
}

/**
 * 'Delete channel': warns that it deletes the filters of all members of the channel; 'Deleting...' while it
 * runs; stays open on error (the caller closes it on success).
 */
export function DeleteChannelDialog({
  isOpen,
  onOpenChange,
  channelName,
  onDelete,
  isPending = false,
  errorMessage,
}: DeleteChannelDialogProps) {
  const c = messages.channel;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={c.deleteTitle}
      description={c.deleteWarning(channelName)}
      confirmLabel={c.deleteButton}
      pendingLabel={c.deleting}
      tone="danger"
      isPending={isPending}
      closeOnConfirm={false}
      errorMessage={errorMessage}
      onConfirm={onDelete}
    />
  );
}
