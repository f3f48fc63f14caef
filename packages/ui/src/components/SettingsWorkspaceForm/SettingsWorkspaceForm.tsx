import { canSaveWorkspaceName, messages, validateWorkspaceName } from '@switchboard/domain';
import { useEffect, useState } from 'react';
import { Focusable } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { button, content } from '../../primitives/Button/Button.css';
import { TextField } from '../../primitives/TextField/TextField';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import * as styles from './SettingsWorkspaceForm.css';

export interface SettingsWorkspaceFormProps {
  /** The workspace's name now. */
  name: string;
  /** Saves the trimmed name. */
  onSave: (name: string) => void;
  isSaving?: boolean;
  /** Whether the field differs from the saved name (the overlay asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The Workspace section: the name ('Workspace name cannot be empty', trimmed); Save is disabled unless the
 * name changed and is valid, with the tooltip 'No changes to save'.
 */
export function SettingsWorkspaceForm({
  name,
  onSave,
  isSaving = false,
  onDirtyChange,
}: SettingsWorkspaceFormProps) {
  const s = messages.settings;
  const [value, setValue] = useState(name);
  const [touched, setTouched] = useState(false);
  useEffect(() => setValue(name), [name]);
  const dirty = value.trim() !== name.trim();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const error = touched ? validateWorkspaceName(value) : null;
  const canSave = canSaveWorkspaceName(value, name);

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (canSave) onSave(value.trim());
      }}
    >
      <div className={styles.field}>
        <TextField
          label={s.workspace.name}
          value={value}
          onChange={(next) => {
            setValue(next);
            setTouched(true);
          }}
          isInvalid={error !== null}
          errorMessage={error ?? undefined}
        />
      </div>
      {canSave || isSaving ? (
        <Button type="submit" variant="primary" isPending={isSaving}>
          {s.save}
        </Button>
      ) : (
        <Tooltip content={s.noChangesToSave}>
          <Focusable>
            {/* Disabled, yet focusable so that its tooltip is reached by keyboard too. */}
            <button
              type="button"
              aria-disabled="true"
              data-disabled="true"
              className={`${button({ variant: 'primary' })} ${styles.disabledSave}`}
            >
              <span className={content}>{s.save}</span>
            </button>
          </Focusable>
        </Tooltip>
      )}
    </form>
  );
}
