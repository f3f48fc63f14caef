import { DEFAULT_LABEL_COLOR, messages, validateLabelName } from '@switchboard/domain';
import { type FormEvent, useState } from 'react';
import {
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Form,
  parseColor,
} from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Chip } from '../../primitives/Chip/Chip';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import { ConfirmDialog } from './ConfirmDialog';
import * as styles from './Dialogs.css';

/** The label colours offered, slate gray (the default) first. */
export const LABEL_COLORS = [
  DEFAULT_LABEL_COLOR,
  '#e5484d',
  '#f76b15',
  '#d6a100',
  '#30a46c',
  '#12a594',
  '#0090ff',
  '#3e63dd',
  '#8e4ec6',
  '#d6409f',
] as const;

export interface LabelValue {
  name: string;
  color: string;
}

export interface LabelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The label being edited; without it the dialog creates a label. */
  label?: LabelValue;
  /** Names of the user's other labels, for the uniqueness rule. */
  existingNames: readonly string[];
  onSubmit: (value: LabelValue) => void;
  isPending?: boolean;
  /** A server error to show in the dialog (it stays open). */
  errorMessage?: string;
}

/**
 * Create or edit a label: name (required, unique case-insensitively; its own name is allowed) and
 * colour (default slate gray). Enter submits; an invalid name is reported and focus stays in the field.
 */
export function LabelDialog({ isOpen, onOpenChange, ...props }: LabelDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <LabelForm {...props} />
    </Modal>
  );
}

function normalizeHex(color: string): string {
  try {
    return parseColor(color).toString('hex').toLowerCase();
  } catch {
    return DEFAULT_LABEL_COLOR;
  }
}

function LabelForm({
  label,
  existingNames,
  onSubmit,
  isPending = false,
  errorMessage,
}: Omit<LabelDialogProps, 'isOpen' | 'onOpenChange'>) {
  const l = messages.labels;
  const [name, setName] = useState(label?.name ?? '');
  const [color, setColor] = useState(normalizeHex(label?.color ?? DEFAULT_LABEL_COLOR));
  const [touched, setTouched] = useState(false);
  const nameError = validateLabelName(name, existingNames, label?.name);
  const shownError = touched ? nameError : null;
  const formId = label ? 'edit-label-form' : 'create-label-form';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || isPending) return;
    onSubmit({ name: name.trim(), color });
  };

  return (
    <Dialog
      title={label ? l.editTitle : l.createTitle}
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {messages.message.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={isPending}>
            {label ? l.save : l.create}
          </Button>
        </>
      )}
    >
      <Form id={formId} className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextField
          label={l.name}
          value={name}
          onChange={(value) => {
            setName(value);
            setTouched(true);
          }}
          isInvalid={shownError !== null}
          errorMessage={shownError ?? undefined}
          autoFocus
        />
        <div className={styles.colorField}>
          <span className={styles.fieldLabel} id={`${formId}-color`}>
            {l.color}
          </span>
          <ColorSwatchPicker
            aria-labelledby={`${formId}-color`}
            className={styles.swatches}
            value={color}
            onChange={(value) => setColor(value.toString('hex').toLowerCase())}
          >
            {LABEL_COLORS.map((swatch) => (
              <ColorSwatchPickerItem key={swatch} color={swatch} className={styles.swatchItem}>
                <ColorSwatch className={styles.swatch} />
              </ColorSwatchPickerItem>
            ))}
          </ColorSwatchPicker>
        </div>
        {name.trim() ? (
          <div className={styles.preview} aria-hidden="true">
            <Chip color={color} size="md">
              {name.trim()}
            </Chip>
          </div>
        ) : null}
        {errorMessage ? (
          <p role="alert" className={styles.error}>
            {errorMessage}
          </p>
        ) : null}
      </Form>
    </Dialog>
  );
}

export interface DeleteLabelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labelName: string;
  /** Starts the delete; the caller closes the dialog once it succeeded. */
  onDelete: () => void;
  /** The delete runs: 'Deleting...', and the dialog cannot be dismissed. */
  isPending?: boolean;
  /** The delete failed: shown in the dialog, which stays open. */
  errorMessage?: string;
}

/**
 * Confirms deleting a label: it is removed from all threads. It stays open while the delete runs
 * ('Deleting...') and on error (with the error); the caller closes it on success.
 */
export function DeleteLabelDialog({
  isOpen,
  onOpenChange,
  labelName,
  onDelete,
  isPending = false,
  errorMessage,
}: DeleteLabelDialogProps) {
  const l = messages.labels;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={l.deleteTitle}
      description={l.deleteText(labelName)}
      confirmLabel={l.delete}
      pendingLabel={l.deleting}
      tone="danger"
      closeOnConfirm={false}
      isPending={isPending}
      {...(errorMessage ? { errorMessage } : {})}
      onConfirm={() => {
        if (!isPending) onDelete();
      }}
    />
  );
}
