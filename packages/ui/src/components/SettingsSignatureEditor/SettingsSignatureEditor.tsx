import { messages, normalizeSignature } from '@switchboard/domain';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { Switch } from '../../primitives/Switch/Switch';
import { RichTextEditor } from '../RichTextEditor/RichTextEditor';
import * as styles from './SettingsSignatureEditor.css';

export interface SettingsSignatureEditorProps {
  /** The saved signature (HTML), '' when none. */
  signature: string;
  /** Saves the signature (a whitespace-only one as ''). */
  onSave: (html: string) => void;
  isSaving?: boolean;
  /** Whether the Switchboard signature goes with messages. */
  brandingEnabled: boolean;
  onBrandingChange: (enabled: boolean) => void;
  /** Premium: the branding can be switched off; on free it is read-only. */
  canRemoveBranding: boolean;
  /** Whether the editor differs from the saved signature (the overlay asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The Signature section: the user's signature in the rich-text editor (inserted by the composer's
 * 'Insert signature'), and the Switchboard signature, which only premium can switch off ('Upgrade your
 * account to remove this signature.').
 */
export function SettingsSignatureEditor({
  signature,
  onSave,
  isSaving = false,
  brandingEnabled,
  onBrandingChange,
  canRemoveBranding,
  onDirtyChange,
}: SettingsSignatureEditorProps) {
  const t = messages.settings.signature;
  const hintId = useId();
  const [value, setValue] = useState(signature);
  const dirty = normalizeSignature(value) !== normalizeSignature(signature);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  return (
    <div className={styles.root}>
      <div className={styles.group}>
        <span className={styles.label}>{t.editorLabel}</span>
        <RichTextEditor label={t.editorLabel} defaultValue={signature} onChange={setValue} toolbarVisible />
        <p id={hintId} className={styles.hint}>
          {t.editorHint}
        </p>
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!dirty}
            isPending={isSaving}
            aria-describedby={hintId}
            onPress={() => onSave(normalizeSignature(value))}
          >
            {messages.settings.save}
          </Button>
        </div>
      </div>
      <div className={styles.group}>
        <Switch
          isSelected={canRemoveBranding ? brandingEnabled : true}
          isReadOnly={!canRemoveBranding}
          onChange={onBrandingChange}
        >
          {t.branding}
        </Switch>
        {canRemoveBranding ? null : <p className={styles.hint}>{t.upgradeToRemove}</p>}
        {brandingEnabled || !canRemoveBranding ? <p className={styles.branded}>{t.brandedText}</p> : null}
      </div>
    </div>
  );
}
