import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import * as styles from './Dialogs.css';

export interface TeamLimitDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Days left to upgrade (the team-limit window). */
  daysLeft: number;
  onUpgrade: () => void;
}

/** The team-limit upgrade modal: the free team is full; upgrade to keep adding teammates. */
export function TeamLimitDialog({ isOpen, onOpenChange, daysLeft, onUpgrade }: TeamLimitDialogProps) {
  const t = messages.teamLimit;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={t.title}
        closeLabel={messages.compose.close}
        footer={({ close }) => (
          <Button
            variant="primary"
            autoFocus
            onPress={() => {
              onUpgrade();
              close();
            }}
          >
            {t.upgrade}
          </Button>
        )}
      >
        <p className={styles.text}>{t.text(daysLeft)}</p>
      </Dialog>
    </Modal>
  );
}
