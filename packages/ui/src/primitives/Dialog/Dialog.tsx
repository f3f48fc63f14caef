import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  Heading,
  ModalOverlay,
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Modal as RACModal,
} from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Dialog.css';

export interface ModalProps {
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A press outside closes it (default true). Escape always closes unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** sm 400 px, md 520 px, lg 700 px (the spec's channel browser and filter dialog), split 660 px. */
  size?: 'sm' | 'md' | 'lg' | 'split';
  /** A `Dialog`. */
  children: ReactNode;
}

/**
 * A modal layer: traps focus, hides the rest of the page from assistive technology, restores focus to
 * the trigger when it closes, and stays mounted 500 ms after closing for its exit animation (the spec's
 * "Dialog removed 500 ms after closing").
 */
export function Modal({ size = 'md', isDismissable = true, children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.overlay}>
      <RACModal className={styles.modal({ size })}>{children}</RACModal>
    </ModalOverlay>
  );
}

type Render = ReactNode | ((opts: { close: () => void }) => ReactNode);

export interface DialogProps {
  /** The heading, which also names the dialog. */
  title: string;
  /** Text under the heading, read as the dialog's description. */
  description?: ReactNode;
  children?: Render;
  /** The actions row (buttons), given `close`. */
  footer?: Render;
  /** Names an X button in the corner; without it, Escape and the footer close the dialog. */
  closeLabel?: string;
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
}

/** The content of a `Modal` (or a `Popover`): heading, description, body and actions. */
export function Dialog({ title, description, children, footer, closeLabel, role = 'dialog' }: DialogProps) {
  const descriptionId = useId();
  return (
    <RACDialog
      role={role}
      className={styles.dialog}
      aria-describedby={description ? descriptionId : undefined}
    >
      {({ close }) => (
        <>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {closeLabel ? (
              <IconButton
                aria-label={closeLabel}
                icon={<X aria-hidden="true" />}
                size="sm"
                showTooltip={false}
                onPress={close}
              />
            ) : null}
          </div>
          {description ? (
            <div id={descriptionId} className={styles.description}>
              {description}
            </div>
          ) : null}
          {children ? (
            <div className={styles.body}>
              {typeof children === 'function' ? children({ close }) : children}
            </div>
          ) : null}
          {footer ? (
            <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div>
          ) : null}
        </>
      )}
    </RACDialog>
  );
}

/** Wraps a trigger and its `Modal`: `<DialogTrigger><Button/><Modal><Dialog/></Modal></DialogTrigger>`. */
export const DialogTrigger = RACDialogTrigger;
