import { messages } from '@switchboard/domain';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';

export interface LeaveChannelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  channelName: string;
  onLeave: () => void;
}

/** 'Leave channel': the confirmation a private channel asks for (a member must add you again to rejoin). */
export function LeaveChannelDialog({ isOpen, onOpenChange, channelName, onLeave }: LeaveChannelDialogProps) {
  const c = messages.channel;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={c.leaveTitle}
      description={c.leavePrivateWarning(channelName)}
      confirmLabel={c.leave}
      tone="danger"
      onConfirm={onLeave}
    />
  );
}
