import {
  canSubmitChannelForm,
  hasIncomingFilterWarning,
  messages,
  parseSearchQuery,
  validateChannelName,
  type WizardStep,
  wizardMainButton,
} from '@switchboard/domain';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  Form,
  Heading,
  ModalOverlay,
  Dialog as RACDialog,
  Modal as RACModal,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { Switch } from '../../primitives/Switch/Switch';
import { TextField } from '../../primitives/TextField/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { LABEL_COLORS } from '../Dialogs/LabelDialog';
import * as styles from './ChannelWizard.css';
import { FilterWarningDialog, UnsavedQueryDialog } from './ChannelWizardDialogs';
import {
  type ChannelWizardPerson,
  ChannelWizardPreview,
  type ChannelWizardResult,
} from './ChannelWizardPreview';

/** The channel being created: name, visibility, colour. */
export interface ChannelWizardDraft {
  name: string;
  isPublic: boolean;
  /** `#rrggbb` */
  color: string;
}

/** A saved query of the conversations step: one rule each. */
export interface ChannelWizardQuery {
  id: string;
  query: string;
  applyAsFilter: boolean;
}

export interface ChannelWizardProps {
  step: WizardStep;
  /** Escape: the caller closes the wizard (back where it came from, or to the channel once created). */
  onClose: () => void;
  /** 'Crafting your Channel' replaces the steps while the rules start. */
  isBusy?: boolean;

  draft: ChannelWizardDraft;
  /** The draft the wizard opened with: 'Create Channel' is enabled only when valid and changed. */
  pristineDraft: ChannelWizardDraft;
  onDraftChange: (draft: ChannelWizardDraft) => void;
  /** Names of the workspace's channels (names are unique). */
  existingChannelNames: readonly string[];
  /** Private channels are premium: the free plan sees 'Create private channels'. */
  canCreatePrivate: boolean;
  onUpgrade?: () => void;
  /** Enter in the preview's name once the channel exists (a rename). */
  onRename?: () => void;

  // Create
  onCreate: () => void;
  onCancel: () => void;
  isCreating?: boolean;
  /** A server error of the current step (it stays). */
  errorMessage?: string;

  // Members
  /** The people who may be added: organization members but the user (no channels, no contacts). */
  candidates: readonly ChannelWizardPerson[];
  /** The channel's members, for the preview's avatars. */
  members: readonly ChannelWizardPerson[];
  onAddMembers: (userIds: string[]) => void;
  onSkipMembers: () => void;
  isAddingMembers?: boolean;

  // Conversations
  /** The user's address, for 'Try from: {email}'. */
  selfEmail: string;
  queries: readonly ChannelWizardQuery[];
  onQueriesChange: (queries: ChannelWizardQuery[]) => void;
  /** The text in the search box (the caller searches it live, debounced). */
  draftQuery: string;
  onDraftQueryChange: (query: string) => void;
  /** Per query (saved ones, then the typed one), the live search. */
  results: readonly ChannelWizardResult[];
  /** Any search running. */
  isSearching: boolean;
  /** Conversations the saved queries find, or null before any result. */
  conversationCount: number | null;
  /** Creates one rule per saved query. */
  onAddConversations: (queries: ChannelWizardQuery[]) => void;
  onSkipConversations: () => void;
  isCreatingRules?: boolean;
}

let queryCounter = 0;
function newQueryId(): string {
  queryCounter += 1;
  return `wizard-query-${queryCounter}`;
}

/**
 * The channel creation wizard (spec doc 1 "Channel creation wizard"), full screen: the step on the left
 * (create, members, conversations), the live preview on the right.
 */
export function ChannelWizard(props: ChannelWizardProps) {
  const { step, onClose, isBusy = false } = props;
  const filterCount = props.queries.filter((q) => q.applyAsFilter).length;
  return (
    <ModalOverlay
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      className={styles.overlay}
      isKeyboardDismissDisabled={isBusy}
    >
      <RACModal className={styles.modal}>
        <RACDialog className={styles.screen}>
          {isBusy ? (
            <WizardBusyScreen kind="channel" />
          ) : (
            <>
              <div className={styles.stepPane}>
                {step === 'create' ? <CreateStep {...props} /> : null}
                {step === 'members' ? <MembersStep {...props} /> : null}
                {step === 'conversations' ? <ConversationsStep {...props} /> : null}
              </div>
              <ChannelWizardPreview
                name={props.draft.name}
                color={props.draft.color}
                isPublic={props.draft.isPublic}
                onNameChange={(name) => props.onDraftChange({ ...props.draft, name })}
                onNameSubmit={() => (step === 'create' ? submitCreate(props) : props.onRename?.())}
                members={props.members}
                filterCount={step === 'conversations' ? filterCount : 0}
                results={step === 'conversations' ? props.results : []}
                showEmpty={step === 'conversations' && props.queries.length > 0}
              />
            </>
          )}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}

function createValidity(props: ChannelWizardProps) {
  const error = validateChannelName(props.draft.name, props.existingChannelNames);
  const { draft, pristineDraft } = props;
  const changed =
    draft.name !== pristineDraft.name ||
    draft.isPublic !== pristineDraft.isPublic ||
    draft.color !== pristineDraft.color ||
    draft.name.trim() !== '';
  return { error, enabled: canSubmitChannelForm({ valid: error === null, changed }) };
}

function submitCreate(props: ChannelWizardProps) {
  if (props.isCreating || !createValidity(props).enabled) return;
  props.onCreate();
}

function StepHeader({ heading, text }: { heading: string; text: string }) {
  return (
    <header className={styles.stepHeader}>
      <Heading slot="title" level={1} className={styles.heading}>
        {heading}
      </Heading>
      <p className={styles.text}>{text}</p>
    </header>
  );
}

function ErrorLine({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  ) : null;
}

function CreateStep(props: ChannelWizardProps) {
  const { draft, onDraftChange, canCreatePrivate } = props;
  const w = messages.wizard.create;
  const c = messages.channel;
  const colorLabelId = useId();
  const [touched, setTouched] = useState(false);
  const { error, enabled } = createValidity(props);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    submitCreate(props);
  };
  return (
    <>
      <StepHeader heading={w.heading} text={w.text} />
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
        <TextField
          label={c.name}
          value={draft.name}
          onChange={(name) => {
            setTouched(true);
            onDraftChange({ ...draft, name });
          }}
          isInvalid={touched && error !== null}
          errorMessage={touched && error ? error : undefined}
          autoFocus
        />
        <RadioGroup
          className={styles.radioGroup}
          value={draft.isPublic ? 'public' : 'private'}
          onChange={(value) => onDraftChange({ ...draft, isPublic: value === 'public' })}
          aria-label={`${c.public} / ${c.private}`}
        >
          <div className={styles.radioRow}>
            <Radio value="public" className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {c.public}
            </Radio>
            <Radio value="private" className={styles.radio} isDisabled={!canCreatePrivate}>
              <span className={styles.radioDot} aria-hidden="true" />
              {c.private}
            </Radio>
          </div>
        </RadioGroup>
        {canCreatePrivate ? null : props.onUpgrade ? (
          <div>
            <Button variant="ghost" size="sm" onPress={props.onUpgrade}>
              {c.privateUpsell}
            </Button>
          </div>
        ) : (
          <p className={styles.upsell}>{c.privateUpsell}</p>
        )}
        <div className={styles.colorField}>
          <span className={styles.fieldLabel} id={colorLabelId}>
            {c.color}
          </span>
          <ColorSwatchPicker
            aria-labelledby={colorLabelId}
            className={styles.swatches}
            value={draft.color}
            onChange={(value) => onDraftChange({ ...draft, color: value.toString('hex').toLowerCase() })}
          >
            {LABEL_COLORS.map((swatch) => (
              <ColorSwatchPickerItem key={swatch} color={swatch} className={styles.swatchItem}>
                <ColorSwatch className={styles.swatch} />
              </ColorSwatchPickerItem>
            ))}
          </ColorSwatchPicker>
        </div>
        <ErrorLine message={props.errorMessage} />
        <div className={styles.actions}>
          <Button variant="primary" type="submit" isDisabled={!enabled} isPending={props.isCreating}>
            {w.submit}
          </Button>
          <Button variant="ghost" onPress={props.onCancel}>
            {w.cancel}
          </Button>
        </div>
      </Form>
    </>
  );
}

function MembersStep(props: ChannelWizardProps) {
  const { candidates } = props;
  const w = messages.wizard.members;
  const [mode, setMode] = useState<'all' | 'specific'>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const ids = mode === 'all' ? candidates.map((person) => person.id) : [...selected];
  return (
    <>
      <StepHeader heading={w.heading} text={w.text} />
      {candidates.length === 0 ? (
        <p className={styles.text}>{w.noPeople}</p>
      ) : (
        <div className={styles.form}>
          <RadioGroup
            className={styles.radioGroup}
            value={mode}
            onChange={(value) => setMode(value === 'specific' ? 'specific' : 'all')}
            aria-label={w.heading}
          >
            <Radio value="all" className={styles.radio} autoFocus>
              <span className={styles.radioDot} aria-hidden="true" />
              {w.addAll(candidates.length)}
            </Radio>
            <Radio value="specific" className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {w.addSpecific}
            </Radio>
          </RadioGroup>
          {mode === 'specific' ? (
            <ListBox
              aria-label={w.people}
              selectionMode="multiple"
              items={candidates}
              selectedKeys={selected}
              onSelectionChange={(keys) =>
                setSelected(
                  keys === 'all' ? new Set(candidates.map((p) => p.id)) : new Set([...keys].map(String)),
                )
              }
            >
              {(person) => (
                <ListBoxItem
                  id={person.id}
                  textValue={person.name}
                  description={person.email}
                  icon={<Avatar name={person.name} src={person.pictureUrl} size="sm" decorative />}
                >
                  {person.name}
                </ListBoxItem>
              )}
            </ListBox>
          ) : null}
        </div>
      )}
      <ErrorLine message={props.errorMessage} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={ids.length === 0}
          isPending={props.isAddingMembers}
          onPress={() => props.onAddMembers(ids)}
        >
          {w.add}
        </Button>
        <Button variant="ghost" onPress={props.onSkipMembers}>
          {w.skip}
        </Button>
      </div>
    </>
  );
}

function ConversationsStep(props: ChannelWizardProps) {
  const { queries, onQueriesChange, draftQuery, onDraftQueryChange } = props;
  const w = messages.wizard.conversations;
  const [unsavedOpen, setUnsavedOpen] = useState(false);
  // The filter warning, before a saved query's toggle turns on or before the unsaved query goes in as a filter.
  const [warn, setWarn] = useState<{ kind: 'toggle'; id: string } | { kind: 'unsaved' } | null>(null);
  const typed = draftQuery.trim();
  const parsed = typed === '' ? null : parseSearchQuery(typed);
  const parseError = parsed && !parsed.ok ? parsed.error.message : null;
  const [showError, setShowError] = useState(false);

  const add = (applyAsFilter: boolean): ChannelWizardQuery[] => {
    const next = queries.some((q) => q.query === typed)
      ? [...queries]
      : [...queries, { id: newQueryId(), query: typed, applyAsFilter }];
    onQueriesChange(next);
    onDraftQueryChange('');
    setShowError(false);
    return next;
  };
  const setFilter = (id: string, applyAsFilter: boolean) =>
    onQueriesChange(queries.map((q) => (q.id === id ? { ...q, applyAsFilter } : q)));

  const valid = parseError === null && (queries.length > 0 || typed !== '');
  const main = wizardMainButton({
    creating: props.isCreatingRules ?? false,
    searching: props.isSearching,
    valid,
    conversations: props.conversationCount,
    filters: queries.filter((q) => q.applyAsFilter).length,
  });

  return (
    <>
      <StepHeader heading={w.heading} text={w.text} />
      <Form
        className={styles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed === '') return;
          if (parseError) return setShowError(true);
          add(false);
        }}
      >
        <TextField
          label={w.searchLabel}
          placeholder={w.searchPlaceholder(props.selfEmail)}
          value={draftQuery}
          onChange={(value) => {
            setShowError(false);
            onDraftQueryChange(value);
          }}
          isInvalid={showError && parseError !== null}
          errorMessage={showError && parseError ? parseError : undefined}
          autoFocus
        />
      </Form>
      {queries.length > 0 ? (
        <ul className={styles.queryList} aria-label={w.savedQueries}>
          {queries.map((q, index) => (
            <QueryItem
              key={q.id}
              query={q}
              showOr={index > 0}
              onRemove={() => onQueriesChange(queries.filter((other) => other.id !== q.id))}
              onFilterChange={(on) => {
                if (on && hasIncomingFilterWarning(q.query)) setWarn({ kind: 'toggle', id: q.id });
                else setFilter(q.id, on);
              }}
            />
          ))}
        </ul>
      ) : null}
      <ErrorLine message={props.errorMessage} />
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={main.disabled}
          isPending={props.isCreatingRules}
          onPress={() => {
            if (typed !== '') setUnsavedOpen(true);
            else props.onAddConversations([...queries]);
          }}
        >
          {main.label}
        </Button>
        <Button variant="ghost" onPress={props.onSkipConversations} isDisabled={props.isCreatingRules}>
          {w.skip}
        </Button>
      </div>
      <UnsavedQueryDialog
        isOpen={unsavedOpen}
        onOpenChange={setUnsavedOpen}
        query={typed}
        onAdd={(applyAsFilter) => {
          // 'Add with filter' on a query that never matches incoming mail asks first, as the toggle does.
          if (applyAsFilter && hasIncomingFilterWarning(typed)) setWarn({ kind: 'unsaved' });
          else props.onAddConversations(add(applyAsFilter));
        }}
      />
      <FilterWarningDialog
        isOpen={warn !== null}
        onOpenChange={(open) => open || setWarn(null)}
        onConfirm={() => {
          if (warn?.kind === 'toggle') setFilter(warn.id, true);
          if (warn?.kind === 'unsaved') props.onAddConversations(add(true));
          setWarn(null);
        }}
      />
    </>
  );
}

function QueryItem({
  query,
  showOr,
  onRemove,
  onFilterChange,
}: {
  query: ChannelWizardQuery;
  showOr: boolean;
  onRemove: () => void;
  onFilterChange: (on: boolean) => void;
}) {
  const w = messages.wizard.conversations;
  const textId = useId();
  return (
    <>
      {showOr ? (
        <li className={styles.or} aria-hidden="true">
          {w.or}
        </li>
      ) : null}
      <li className={styles.queryItem} data-query={query.query}>
        <div className={styles.queryTop}>
          <span id={textId} className={styles.queryText}>
            {showOr ? <VisuallyHidden>{`${w.or} `}</VisuallyHidden> : null}
            {query.query}
          </span>
          <IconButton
            aria-label={w.remove}
            aria-describedby={textId}
            icon={<X aria-hidden="true" />}
            size="sm"
            onPress={onRemove}
          />
        </div>
        <Switch isSelected={query.applyAsFilter} onChange={onFilterChange} aria-describedby={textId}>
          {w.applyAsFilter}
        </Switch>
      </li>
    </>
  );
}

export interface WizardBusyScreenProps {
  /** 'Crafting your Channel', 'Crafting your new Inbox' or 'Crafting your new Split Inbox'. */
  kind: 'channel' | 'inbox' | 'split';
}

/** The busy screen while a channel's rules (or a new split) start. */
export function WizardBusyScreen({ kind }: WizardBusyScreenProps) {
  const text = messages.wizard.busy[kind];
  return (
    <div className={styles.busy} role="status">
      <Spinner size="lg" />
      <Heading slot="title" level={1} className={styles.heading}>
        {text}
      </Heading>
    </div>
  );
}
