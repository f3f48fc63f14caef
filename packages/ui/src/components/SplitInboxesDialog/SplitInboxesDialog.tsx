import {
  messages,
  type SplitSettingRow,
  validateFilterDefinition,
  validateSplitName,
} from '@switchboard/domain';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Switch } from '../../primitives/Switch/Switch';
import { TextField } from '../../primitives/TextField/TextField';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';
import { LoadStatus } from '../Feedback/LoadStatus';
import * as styles from './SplitInboxesDialog.css';
import { useSubmitOnEnter } from './submit-on-enter';

/** Which view the dialog shows: the list, the new-split form, or one split's form. */
export type SplitInboxesView = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; splitId: string };

/** What the add and edit forms submit. */
export interface SplitFormValue {
  name: string;
  query: string;
  showInCategorySplit: boolean;
}

type CustomRow = Extract<SplitSettingRow, { type: 'custom' }>;

export interface SplitInboxesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  view: SplitInboxesView;
  onViewChange: (view: SplitInboxesView) => void;
  /** The category splits, then the custom splits (the domain's `splitSettingRows`). */
  rows: readonly SplitSettingRow[];
  /** Category splits are hidden when the organisation hides email features. */
  showCategories?: boolean;
  isLoading?: boolean;
  /** The list failed to load: shown in red in place of the list. */
  loadError?: string;
  onToggle: (row: SplitSettingRow, enabled: boolean) => void;
  onCreate: (value: SplitFormValue) => void;
  onUpdate: (splitId: string, value: SplitFormValue) => void;
  onDelete: (splitId: string) => void;
  /** A save runs: the form's button shows it. */
  isPending?: boolean;
  /** A save failed: shown in the form, which stays open. */
  errorMessage?: string;
  /** A new split is being built (status 'reindexing'): 'Crafting your new Split Inbox'. */
  isCrafting?: boolean;
}

const t = messages.settings.splits;

/**
 * The Split Inboxes dialog (max width 660 px): the list of category and custom splits with a switch each,
 * the new-split and edit forms (name required and unique, a definition that parses or is empty, 'Show in
 * category split'), delete with a confirmation, and 'Crafting your new Split Inbox' while a new split builds.
 * Outside the list a Back button returns to it.
 */
export function SplitInboxesDialog({ isOpen, onOpenChange, ...props }: SplitInboxesDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="split">
      <SplitInboxesContent {...props} />
    </Modal>
  );
}

function SplitInboxesContent(props: Omit<SplitInboxesDialogProps, 'isOpen' | 'onOpenChange'>) {
  const { view, rows, isCrafting } = props;
  const customRows = rows.filter((row): row is CustomRow => row.type === 'custom');
  if (isCrafting) {
    return (
      <Dialog title={t.title}>
        <div className={styles.crafting} role="status">
          <Spinner size="lg" />
          <p className={styles.craftingText}>{messages.wizard.busy.split}</p>
        </div>
      </Dialog>
    );
  }
  if (view.kind === 'list') return <SplitList {...props} customRows={customRows} />;
  const editing = view.kind === 'edit' ? customRows.find((row) => row.id === view.splitId) : undefined;
  return (
    <SplitForm
      key={view.kind === 'edit' ? view.splitId : 'add'}
      split={editing}
      otherNames={customRows.filter((row) => row.id !== editing?.id).map((row) => row.name)}
      onBack={() => props.onViewChange({ kind: 'list' })}
      onSubmit={(value) => (editing ? props.onUpdate(editing.id, value) : props.onCreate(value))}
      isPending={props.isPending}
      errorMessage={props.errorMessage}
    />
  );
}

function SplitList({
  rows,
  customRows,
  showCategories = true,
  isLoading,
  loadError,
  onToggle,
  onViewChange,
  onDelete,
}: Omit<SplitInboxesDialogProps, 'isOpen' | 'onOpenChange'> & { customRows: CustomRow[] }) {
  const [deleting, setDeleting] = useState<CustomRow | null>(null);
  const categoryRows = rows.filter((row) => row.type === 'category');
  return (
    <Dialog
      title={t.title}
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {t.close}
          </Button>
          <Button variant="primary" onPress={() => onViewChange({ kind: 'add' })}>
            {t.add}
          </Button>
        </>
      )}
    >
      {loadError || isLoading ? (
        <LoadStatus
          status={loadError ? 'error' : 'loading'}
          loadingLabel={messages.shell.loading}
          errorText={loadError ?? ''}
        />
      ) : (
        <div className={styles.sections}>
          {showCategories ? (
            <section className={styles.section} aria-labelledby="split-inboxes-categories">
              <h3 id="split-inboxes-categories" className={styles.heading}>
                {t.categoriesHeading}
              </h3>
              <ul className={styles.list}>
                {categoryRows.map((row) => {
                  const name = messages.categories[row.category];
                  return (
                    <li key={row.category} className={styles.row}>
                      <span className={styles.name}>{name}</span>
                      <Switch
                        aria-label={t.enable(name)}
                        isSelected={row.enabled}
                        onChange={(enabled) => onToggle(row, enabled)}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="split-inboxes-custom">
            <h3 id="split-inboxes-custom" className={styles.heading}>
              {t.customHeading}
            </h3>
            {customRows.length === 0 ? (
              <p className={styles.empty}>{t.noCustom}</p>
            ) : (
              <ul className={styles.list}>
                {customRows.map((row) => (
                  <li key={row.id} className={styles.row}>
                    <span className={styles.text}>
                      <span className={styles.name}>{row.name}</span>
                      {row.query ? <span className={styles.query}>{row.query}</span> : null}
                    </span>
                    {row.isReindexing ? <span className={styles.status}>{t.reindexing}</span> : null}
                    <IconButton
                      aria-label={t.editNamed(row.name)}
                      icon={<Pencil aria-hidden />}
                      size="sm"
                      onPress={() => onViewChange({ kind: 'edit', splitId: row.id })}
                    />
                    <IconButton
                      aria-label={t.deleteNamed(row.name)}
                      icon={<Trash2 aria-hidden />}
                      size="sm"
                      onPress={() => setDeleting(row)}
                    />
                    <Switch
                      aria-label={t.enable(row.name)}
                      isSelected={row.enabled}
                      onChange={(enabled) => onToggle(row, enabled)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteText(deleting?.name ?? '')}
        confirmLabel={t.delete}
        tone="danger"
        onConfirm={() => deleting && onDelete(deleting.id)}
      />
    </Dialog>
  );
}

function SplitForm({
  split,
  otherNames,
  onBack,
  onSubmit,
  isPending = false,
  errorMessage,
}: {
  split: CustomRow | undefined;
  otherNames: readonly string[];
  onBack: () => void;
  onSubmit: (value: SplitFormValue) => void;
  isPending?: boolean;
  errorMessage?: string;
}) {
  const [name, setName] = useState(split?.name ?? '');
  const [query, setQuery] = useState(split?.query ?? '');
  const [showInCategorySplit, setShowInCategorySplit] = useState(split?.showInCategorySplit ?? false);
  const [touched, setTouched] = useState({ name: false, query: false });
  const nameError = validateSplitName(name, otherNames, split?.name);
  const queryError = validateFilterDefinition(query.trim());
  const formId = split ? 'edit-split-form' : 'new-split-form';
  const formRef = useSubmitOnEnter();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ name: true, query: true });
    if (nameError || queryError || isPending) return;
    onSubmit({ name: name.trim(), query: query.trim(), showInCategorySplit });
  };

  return (
    <Dialog
      title={split ? t.edit : t.add}
      footer={
        <>
          <span className={styles.back}>
            <Button variant="ghost" onPress={onBack}>
              <ArrowLeft aria-hidden className={styles.icon} />
              {t.back}
            </Button>
          </span>
          <Button variant="primary" type="submit" form={formId} isPending={isPending}>
            {split ? t.save : t.create}
          </Button>
        </>
      }
    >
      <Form id={formId} className={styles.form} onSubmit={submit} ref={formRef} validationBehavior="aria">
        <TextField
          label={t.name}
          value={name}
          onChange={(value) => {
            setName(value);
            setTouched((was) => ({ ...was, name: true }));
          }}
          isInvalid={touched.name && nameError !== null}
          errorMessage={(touched.name && nameError) || undefined}
          autoFocus
        />
        <TextField
          label={t.query}
          description={t.queryDescription}
          placeholder={t.queryPlaceholder}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setTouched((was) => ({ ...was, query: true }));
          }}
          isInvalid={touched.query && queryError !== null}
          errorMessage={(touched.query && queryError) || undefined}
        />
        <Checkbox isSelected={showInCategorySplit} onChange={setShowInCategorySplit}>
          {t.showInCategorySplit}
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
