import { EMPTY_FILTER, type FilterValue, messages, validateFilter } from '@switchboard/domain';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { ListBoxItem } from '../../primitives/ListBox/ListBox';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { useSubmitOnEnter } from '../SplitInboxesDialog/submit-on-enter';
import * as styles from './FilterDialog.css';

/** A channel or a label the filter can name. */
export interface FilterTarget {
  readonly id: string;
  readonly name: string;
}

export interface FilterDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The filter being edited; without it the dialog creates one. */
  filter?: FilterValue;
  /** The channel a new filter adds to at first (Manage Filters of a channel). */
  initialChannelId?: string;
  channels: readonly FilterTarget[];
  labels: readonly FilterTarget[];
  onSubmit: (value: FilterValue) => void;
  isPending?: boolean;
  /** A save failed: shown in the dialog, which stays open. */
  errorMessage?: string;
}

const t = messages.settings.filters;
const NO_LABEL = '__none';

/**
 * The filter dialog (create and edit, max width 700 px): a query ('Please enter a filter query', and it must
 * parse), the channel it adds to ('Please select a channel'), the other actions (mark as spam, add label,
 * star) and whether it applies to incoming mail.
 */
export function FilterDialog({ isOpen, onOpenChange, ...props }: FilterDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <FilterForm {...props} />
    </Modal>
  );
}

function FilterForm({
  filter,
  initialChannelId,
  channels,
  labels,
  onSubmit,
  isPending = false,
  errorMessage,
}: Omit<FilterDialogProps, 'isOpen' | 'onOpenChange'>) {
  const [value, setValue] = useState<FilterValue>(
    filter ?? { ...EMPTY_FILTER, channelId: initialChannelId ?? null },
  );
  const [touched, setTouched] = useState({ query: false, channel: false });
  const errors = validateFilter(value);
  const formId = filter ? 'edit-filter-form' : 'create-filter-form';
  const formRef = useSubmitOnEnter();
  const set = (patch: Partial<FilterValue>) => setValue((was) => ({ ...was, ...patch }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ query: true, channel: true });
    if (errors.query || errors.channel || isPending) return;
    onSubmit({ ...value, query: value.query.trim() });
  };

  const queryError = touched.query ? errors.query : null;
  const channelError = touched.channel ? errors.channel : null;

  return (
    <Dialog
      title={filter ? t.editTitle : t.createTitle}
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {messages.message.cancel}
          </Button>
          <Button variant="primary" type="submit" form={formId} isPending={isPending}>
            {filter ? t.save : t.create}
          </Button>
        </>
      )}
    >
      <Form id={formId} className={styles.form} onSubmit={submit} ref={formRef} validationBehavior="aria">
        <TextField
          label={t.query}
          placeholder={t.queryPlaceholder}
          value={value.query}
          onChange={(query) => {
            set({ query });
            setTouched((was) => ({ ...was, query: true }));
          }}
          isInvalid={queryError !== null}
          errorMessage={queryError ?? undefined}
          autoFocus
        />
        <Select
          label={t.channel}
          placeholder={t.channelPlaceholder}
          items={channels}
          selectedKey={value.channelId}
          onSelectionChange={(key) => {
            set({ channelId: key === null ? null : String(key) });
            setTouched((was) => ({ ...was, channel: true }));
          }}
          isInvalid={channelError !== null}
          errorMessage={channelError ?? undefined}
        >
          {(channel) => <ListBoxItem id={channel.id}>{channel.name}</ListBoxItem>}
        </Select>
        <fieldset className={styles.actions}>
          <legend className={styles.legend}>{t.actions}</legend>
          <Checkbox isSelected={value.markAsSpam} onChange={(markAsSpam) => set({ markAsSpam })}>
            {t.markAsSpam}
          </Checkbox>
          <Checkbox isSelected={value.star} onChange={(star) => set({ star })}>
            {t.star}
          </Checkbox>
          <Select
            label={t.addLabel}
            items={[{ id: NO_LABEL, name: t.noLabel }, ...labels]}
            selectedKey={value.labelId ?? NO_LABEL}
            onSelectionChange={(key) =>
              set({ labelId: key === null || key === NO_LABEL ? null : String(key) })
            }
          >
            {(label) => <ListBoxItem id={label.id}>{label.name}</ListBoxItem>}
          </Select>
        </fieldset>
        <Checkbox isSelected={value.applyToIncoming} onChange={(applyToIncoming) => set({ applyToIncoming })}>
          {t.applyToIncoming}
        </Checkbox>
        {errorMessage ? (
          <p role="alert" className={styles.error}>
            {errorMessage}
          </p>
        ) : null}
      </Form>
    </Dialog>
  );
}
