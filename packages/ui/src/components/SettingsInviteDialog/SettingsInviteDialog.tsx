import { canSelectMoreInvites, INVITE_SELECTION_CAP, messages } from '@switchboard/domain';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './SettingsInviteDialog.css';

export interface InviteCandidate {
  email: string;
  name?: string | null;
}

export interface SettingsInviteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  workspaceName: string;
  /** The spec's check of a typed address (not an address, invited already, member already), or null. */
  validate: (email: string) => string | null;
  /** People to recommend (at most 30), not ticked until chosen. */
  recommended?: readonly InviteCandidate[];
  /** Contacts matching the typed text (at most 10). */
  suggest?: (text: string) => readonly InviteCandidate[];
  /** Sends the ticked addresses. */
  onSend: (emails: string[]) => void;
  isSending?: boolean;
  /** The server's answer when sending failed (the conflict text, or its display message). */
  errorMessage?: string | null;
  /** Addresses among `recommended` ticked from the start. */
  defaultSelected?: readonly string[];
}

const t = messages.settings.myTeam;
const label = (candidate: InviteCandidate) =>
  candidate.name ? `${candidate.name} (${candidate.email})` : candidate.email;

/**
 * 'Invite people to {workspace name}': typed addresses (checked as the spec says), suggestions while
 * typing, a recommended list; ticked ones are sent, at most 50 ('Send N invite(s)', disabled at zero).
 */
export function SettingsInviteDialog({
  isOpen,
  onOpenChange,
  workspaceName,
  validate,
  recommended = [],
  suggest = () => [],
  onSend,
  isSending = false,
  errorMessage = null,
  defaultSelected = [],
}: SettingsInviteDialogProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [added, setAdded] = useState<InviteCandidate[]>([]);
  const [selected, setSelected] = useState<string[]>(() =>
    defaultSelected.map((email) => email.trim().toLowerCase()).slice(0, INVITE_SELECTION_CAP),
  );
  const canAddMore = canSelectMoreInvites(selected.length);
  const key = (email: string) => email.trim().toLowerCase();
  const isSelected = (email: string) => selected.includes(key(email));

  const toggle = (email: string, on: boolean) =>
    setSelected((current) => {
      const k = key(email);
      if (!on) return current.filter((e) => e !== k);
      if (current.includes(k) || !canSelectMoreInvites(current.length)) return current;
      return [...current, k];
    });

  const add = (candidate: InviteCandidate) => {
    const email = candidate.email.trim();
    const error = validate(email);
    if (error) {
      setFieldError(error);
      return;
    }
    if (!canAddMore && !isSelected(email)) {
      setFieldError(t.capReached(INVITE_SELECTION_CAP));
      return;
    }
    if (
      !added.some((a) => key(a.email) === key(email)) &&
      !recommended.some((r) => key(r.email) === key(email))
    ) {
      setAdded((current) => [...current, { ...candidate, email }]);
    }
    toggle(email, true);
    setText('');
    setFieldError(null);
  };

  const shownSuggestions = suggest(text).filter((s) => !added.some((a) => key(a.email) === key(s.email)));
  const checkbox = (candidate: InviteCandidate) => {
    const on = isSelected(candidate.email);
    return (
      <Checkbox
        key={candidate.email}
        isSelected={on}
        isDisabled={!on && !canAddMore}
        onChange={(value) => toggle(candidate.email, value)}
      >
        {label(candidate)}
      </Checkbox>
    );
  };
  const emails = [...added, ...recommended]
    .map((c) => c.email.trim())
    .filter(
      (email, index, all) => isSelected(email) && all.findIndex((e) => key(e) === key(email)) === index,
    );

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={!isSending}>
      <Dialog
        title={t.inviteTitle(workspaceName)}
        closeLabel={messages.compose.close}
        footer={({ close }) => (
          <>
            <Button variant="ghost" onPress={close} isDisabled={isSending}>
              {messages.message.cancel}
            </Button>
            <Button
              variant="primary"
              isDisabled={selected.length === 0}
              isPending={isSending}
              onPress={() => onSend(emails)}
            >
              {t.sendInvites(selected.length)}
            </Button>
          </>
        )}
      >
        <div className={styles.body}>
          <form
            className={styles.addRow}
            onSubmit={(event) => {
              event.preventDefault();
              add({ email: text });
            }}
          >
            <div className={styles.field}>
              <TextField
                label={t.emailLabel}
                placeholder={t.emailPlaceholder}
                value={text}
                onChange={(value) => {
                  setText(value);
                  setFieldError(null);
                }}
                isInvalid={fieldError !== null}
                errorMessage={fieldError ?? undefined}
                autoFocus
              />
            </div>
            <div className={styles.addButton}>
              <Button type="submit" variant="secondary" icon={<Plus aria-hidden="true" />}>
                {t.add}
              </Button>
            </div>
          </form>
          {shownSuggestions.length > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t.suggestions}</legend>
              <div className={styles.suggestions}>
                {shownSuggestions.map((candidate) => (
                  <Button key={candidate.email} size="sm" variant="ghost" onPress={() => add(candidate)}>
                    {label(candidate)}
                  </Button>
                ))}
              </div>
            </fieldset>
          ) : null}
          {added.length > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t.selected}</legend>
              {added.map(checkbox)}
            </fieldset>
          ) : null}
          {recommended.length > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t.recommended}</legend>
              {recommended.map(checkbox)}
            </fieldset>
          ) : null}
          {!canAddMore ? <p className={styles.note}>{t.capReached(INVITE_SELECTION_CAP)}</p> : null}
          {errorMessage ? (
            <p role="alert" className={styles.error}>
              {errorMessage}
            </p>
          ) : null}
        </div>
      </Dialog>
    </Modal>
  );
}
