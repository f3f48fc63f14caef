import { descriptionToSave, messages } from '@switchboard/domain';
import { useId, useState } from 'react';
import { useFocusWithin } from 'react-aria';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';
import * as styles from './ThreadDescription.css';

export interface ThreadDescriptionProps {
  /** The saved note (HTML), or null. */
  value: string | null;
  /** Called on blur, only when the note changed: the new HTML, or null when emptied. */
  onSave: (description: string | null) => void;
  /** Trashed threads and a note being saved cannot be edited. */
  isReadOnly?: boolean;
  /** The formatting toolbar while the note is being edited (remembered by the app for the 'thread_description' context). */
  toolbarVisible?: boolean;
}

/**
 * The thread's shared note (its description, rich text): saved like the title, on blur only if it
 * changed, an emptied note saved as null, read-only when the thread is trashed or the note is saving.
 */
export function ThreadDescription({
  value,
  onSave,
  isReadOnly = false,
  toolbarVisible = false,
}: ThreadDescriptionProps) {
  const labelId = useId();
  const [editing, setEditing] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setEditing });
  const t = messages.thread;
  return (
    <section className={styles.root} aria-labelledby={labelId} {...focusWithinProps}>
      <h2 id={labelId} className={styles.label}>
        {t.descriptionLabel}
      </h2>
      <RichTextEditor
        // A note changed elsewhere (a teammate, a saved edit) starts the editor again from it.
        key={value ?? ''}
        label={t.descriptionLabel}
        placeholder={t.descriptionPlaceholder}
        defaultValue={value ?? ''}
        toolbarVisible={toolbarVisible && editing}
        isReadOnly={isReadOnly}
        onBlur={(html) => {
          if (isReadOnly) return;
          const next = descriptionToSave(value, html);
          if (next !== undefined) onSave(next);
        }}
      />
    </section>
  );
}
