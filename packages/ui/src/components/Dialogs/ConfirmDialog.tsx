import { messages } from '@switchboard/domain';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import * as styles from './Dialogs.css';

interface ConfirmDialogBaseProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `isPending` (e.g. 'Deleting...'). */
  pendingLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (an alert dialog with a red button). */
  tone?: 'primary' | 'danger';
  /** Shows the confirm button pending (it ignores presses) and keeps the dialog from being dismissed. */
  isPending?: boolean;
  /** Close as soon as Confirm is pressed (default). Off: the caller closes it when its work is done. */
  closeOnConfirm?: boolean;
  /** An error to show in the dialog (it stays open on error). */
  errorMessage?: string;
  children?: ReactNode;
}

export type ConfirmDialogProps = ConfirmDialogBaseProps &
  (
    | { variant?: 'confirm'; onConfirm: () => void }
    /** Information only: one button (`confirmLabel`, e.g. 'Close') that closes; no question, no Cancel. */
    | { variant: 'info'; onConfirm?: () => void; cancelLabel?: never }
  );

/**
 * A yes/no question. Confirm calls `onConfirm` and closes (or, with `closeOnConfirm={false}`, stays
 * open for the caller's pending state and errors). Escape and Cancel close without confirming.
 * With `variant="info"` it only tells something: one button, which closes.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = messages.message.cancel,
  tone = 'primary',
  isPending = false,
  closeOnConfirm = true,
  errorMessage,
  onConfirm,
  variant = 'confirm',
  children,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog
        title={title}
        description={description}
        role={tone === 'danger' ? 'alertdialog' : 'dialog'}
        footer={({ close }) => (
          <>
            {variant === 'confirm' ? (
              <Button variant="ghost" onPress={close} isDisabled={isPending}>
                {cancelLabel}
              </Button>
            ) : null}
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              isPending={isPending}
              autoFocus
              onPress={() => {
                onConfirm?.();
                if (closeOnConfirm || variant === 'info') close();
              }}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </>
        )}
      >
        {children || errorMessage ? (
          <>
            {children}
            {errorMessage ? (
              <p role="alert" className={styles.error}>
                {errorMessage}
              </p>
            ) : null}
          </>
        ) : null}
      </Dialog>
    </Modal>
  );
}

export interface DiscardChangesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onDiscard: () => void;
}

/** 'Discard changes?' — 'You have unsaved changes. Are you sure you want to leave?' with 'Discard'. */
export function DiscardChangesDialog({ isOpen, onOpenChange, onDiscard }: DiscardChangesDialogProps) {
  const s = messages.settings;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={s.discardTitle}
      description={s.discardText}
      confirmLabel={s.discardButton}
      tone="danger"
      onConfirm={onDiscard}
    />
  );
}
