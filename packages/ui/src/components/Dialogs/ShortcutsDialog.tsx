import { messages, SHORTCUTS, type Shortcut, type ShortcutGroup } from '@switchboard/domain';
import { Fragment } from 'react';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { Kbd } from '../../primitives/Kbd/Kbd';
import type { Platform } from '../../primitives/Kbd/shortcut-keys';
import * as styles from './Dialogs.css';

const groupOrder: readonly ShortcutGroup[] = ['global', 'lists', 'thread', 'suggestions'];

export interface ShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Defaults to the domain's list of every shortcut of the spec. */
  shortcuts?: readonly Shortcut[];
  /** Defaults to the user's platform. */
  platform?: Platform;
}

/** The keyboard shortcuts help ('?'): every shortcut of the spec, by group, with its keys. */
export function ShortcutsDialog({
  isOpen,
  onOpenChange,
  shortcuts = SHORTCUTS,
  platform,
}: ShortcutsDialogProps) {
  const s = messages.shortcuts;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={s.title} closeLabel={messages.compose.close}>
        <div className={styles.shortcutGroups}>
          {groupOrder.map((group) => {
            const items = shortcuts.filter((shortcut) => shortcut.group === group);
            if (items.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`shortcuts-${group}`}>
                <h3 id={`shortcuts-${group}`} className={styles.shortcutGroupTitle}>
                  {s.groups[group]}
                </h3>
                <dl className={styles.shortcutGroup}>
                  {items.map((shortcut) => (
                    <div key={shortcut.id} className={styles.shortcutRow}>
                      <dt className={styles.shortcutLabel}>{shortcut.label}</dt>
                      <dd className={styles.shortcutKeys}>
                        {shortcut.keys.map((sequence, index) => (
                          <Fragment key={sequence.join(' ')}>
                            {index > 0 ? <span>/</span> : null}
                            <Kbd
                              shortcut={sequence.join(' ')}
                              platform={platform}
                              joiner={s.sequenceJoiner}
                            />
                          </Fragment>
                        ))}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            );
          })}
        </div>
      </Dialog>
    </Modal>
  );
}
