import { messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';

export interface UnsavedQueryDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The query typed but not added. */
  query: string;
  /** Adds it, applied as a filter to incoming messages or not, and goes on. */
  onAdd: (applyAsFilter: boolean) => void;
}

/** The unsaved-query modal: a query was typed but not added when the main button was pressed. */
export function UnsavedQueryDialog({ isOpen, onOpenChange, query, onAdd }: UnsavedQueryDialogProps) {
  const u = messages.wizard.unsavedQuery;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog
        title={u.title}
        description={
          <>
            {u.text} <code>{query}</code>
          </>
        }
        footer={({ close }) => (
          <>
            <Button variant="ghost" onPress={close}>
              {u.cancel}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                close();
                onAdd(false);
              }}
            >
              {u.withoutFilter}
            </Button>
            <Button
              variant="primary"
              autoFocus
              onPress={() => {
                close();
                onAdd(true);
              }}
            >
              {u.withFilter}
            </Button>
          </>
        )}
      />
    </Modal>
  );
}

export interface FilterWarningDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
}

/**
 * 'Confirm creating filter': enabling a filter whose query uses label:, in:, is:, before: or after:
 * (which never match incoming mail) asks first.
 */
export function FilterWarningDialog({ isOpen, onOpenChange, onConfirm }: FilterWarningDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={messages.wizard.confirmFilterTitle}
      description={messages.search.incomingFilterWarning}
      confirmLabel={messages.wizard.confirmFilter}
      onConfirm={onConfirm}
    />
  );
}
