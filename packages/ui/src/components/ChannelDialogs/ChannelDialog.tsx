import { messages, validateChannelName, validateHexColor } from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type FormEvent, useId, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';
import * as styles from './ChannelDialogs.css';

export interface ChannelValue {
  name: string;
  /** `#rrggbb`. */
  color: string;
  isPublic: boolean;
}

export interface ChannelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The channel being edited; without it the dialog creates one. */
  channel?: ChannelValue;
  /** A new channel's name to start from (the channels popover's '"{query}" (create new)'). */
  initialName?: string;
  /** Names of the workspace's other channels, for the uniqueness rule. */
  existingNames: readonly string[];
  /** Private channels are premium: on the free plan 'Private' is disabled and 'Create private channels' shows. */
  canCreatePrivate: boolean;
  /** The free plan's upsell ('Create private channels'). */
  onUpgrade?: () => void;
  onSubmit: (value: ChannelValue) => void;
  isPending?: boolean;
  /** A server error (the dialog stays open). */
  errorMessage?: string;
  /** New channel only: 'Set up members and conversations' continues in the wizard with the name typed. */
  onOpenWizard?: (name: string) => void;
}

const DEFAULT_COLOR = '#4f46e5';

/**
 * New or Edit channel: name (validated on change: required, at most 100 characters, unique), colour as a
 * six-digit hex code ('Invalid hex color code'), public or private (premium; the free plan sees 'Create
 * private channels'). Editing a channel's visibility asks to confirm first. Submit is enabled only when
 * the form is valid and, when editing, changed.
 */
export function ChannelDialog({ isOpen, onOpenChange, ...props }: ChannelDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm" isDismissable={!props.isPending}>
      <ChannelForm {...props} />
    </Modal>
  );
}

function ChannelForm({
  channel,
  initialName,
  existingNames,
  canCreatePrivate,
  onUpgrade,
  onSubmit,
  isPending = false,
  errorMessage,
  onOpenWizard,
}: Omit<ChannelDialogProps, 'isOpen' | 'onOpenChange'>) {
  const c = messages.channel;
  const id = useId();
  const formId = `${id}-channel-form`;
  const [name, setName] = useState(channel?.name ?? initialName ?? '');
  const [color, setColor] = useState(channel?.color ?? DEFAULT_COLOR);
  const [isPublic, setIsPublic] = useState(channel?.isPublic ?? true);
  const [nameTouched, setNameTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const nameError = validateChannelName(name, existingNames, channel?.name);
  const colorError = validateHexColor(color);
  const value: ChannelValue = { name: name.trim(), color: color.toLowerCase(), isPublic };
  const changed =
    !channel ||
    value.name !== channel.name ||
    value.color !== channel.color.toLowerCase() ||
    value.isPublic !== channel.isPublic;
  const canSubmit = nameError === null && colorError === null && changed && !isPending;
  const visibilityChanged = channel !== undefined && channel.isPublic !== isPublic;

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setNameTouched(true);
    if (!canSubmit) return;
    if (visibilityChanged) setConfirming(true);
    else onSubmit(value);
  };

  return (
    <>
      <Dialog
        title={channel ? c.editTitle : c.newTitle}
        footer={({ close }) => (
          <>
            <Button variant="ghost" onPress={close} isDisabled={isPending}>
              {messages.message.cancel}
            </Button>
            <Button
              variant="primary"
              type="submit"
              form={formId}
              isDisabled={!canSubmit && !isPending}
              isPending={isPending}
            >
              {channel ? c.save : c.create}
            </Button>
          </>
        )}
      >
        <Form id={formId} className={styles.form} onSubmit={submit} validationBehavior="aria">
          <TextField
            label={c.name}
            value={name}
            onChange={(next) => {
              setName(next);
              setNameTouched(true);
            }}
            isInvalid={nameTouched && nameError !== null}
            errorMessage={nameTouched ? (nameError ?? undefined) : undefined}
            autoFocus
          />
          <div className={styles.colorRow}>
            <TextField
              label={c.color}
              value={color}
              onChange={setColor}
              isInvalid={colorError !== null}
              errorMessage={colorError ?? undefined}
            />
            <span
              className={styles.colorSample}
              aria-hidden="true"
              data-channel-color=""
              style={assignInlineVars({ [styles.colorVar]: colorError ? 'transparent' : color })}
            />
          </div>
          <RadioGroup
            className={styles.radioGroup}
            value={isPublic ? 'public' : 'private'}
            onChange={(next) => setIsPublic(next === 'public')}
            orientation="horizontal"
          >
            <Label className={styles.fieldLabel}>{c.visibilityLabel}</Label>
            <div className={styles.radios}>
              <Radio value="public" className={styles.radio}>
                <span className={styles.radioDot} aria-hidden="true" />
                {c.public}
              </Radio>
              <Radio
                value="private"
                className={styles.radio}
                isDisabled={!canCreatePrivate && !(channel && !channel.isPublic)}
              >
                <span className={styles.radioDot} aria-hidden="true" />
                {c.private}
              </Radio>
            </div>
          </RadioGroup>
          {!canCreatePrivate ? (
            <div className={styles.upsell}>
              <Button size="sm" variant="secondary" onPress={onUpgrade} isDisabled={!onUpgrade}>
                {c.privateUpsell}
              </Button>
            </div>
          ) : null}
          {onOpenWizard && !channel ? (
            <div className={styles.upsell}>
              <Button
                size="sm"
                variant="secondary"
                onPress={() => onOpenWizard(value.name)}
                isDisabled={isPending}
              >
                {c.openWizard}
              </Button>
            </div>
          ) : null}
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
        </Form>
      </Dialog>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={c.visibilityTitle}
        description={isPublic ? c.visibilityToPublic : c.visibilityToPrivate}
        confirmLabel={c.visibilityConfirm}
        onConfirm={() => onSubmit(value)}
      />
    </>
  );
}
