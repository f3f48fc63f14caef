import { messages } from '@switchboard/domain';
import { Dialog, Modal } from '@switchboard/ui';
import { NotificationsSection } from './NotificationsSection';

/** The Notifications section on its own, for when the settings overlay is not there to hold it. */
export function NotificationsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} size="md">
      <Dialog title={messages.settings.sections.notifications} closeLabel={messages.compose.close}>
        <NotificationsSection />
      </Dialog>
    </Modal>
  );
}
