import { messages } from '@switchboard/domain';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  Dialog,
  Heading,
  type Key,
  Modal,
  ModalOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { DiscardChangesDialog } from '../Dialogs/ConfirmDialog';
import * as styles from './SettingsOverlay.css';

export interface SettingsSectionItem {
  id: string;
  label: string;
}

export interface SettingsOverlayProps {
  isOpen: boolean;
  /** Escape, the close button or a press outside (after 'Discard changes?' when changes are unsaved). */
  onClose: () => void;
  /** The sections shown (already filtered by feature flags), in order. */
  sections: readonly SettingsSectionItem[];
  /** The section shown now. */
  section: string;
  onSectionChange: (id: string) => void;
  /** Whether the section shown holds unsaved changes: switching or closing asks 'Discard changes?' first. */
  hasUnsavedChanges?: boolean;
  /** The current section's content. */
  children: ReactNode;
}

/**
 * The settings overlay (spec doc 1 "Settings overlay"): a modal over the current screen with the sections
 * on the side (arrow keys move between them) and the chosen section's content. Escape closes it; leaving
 * a section with unsaved changes asks 'Discard changes?'.
 */
export function SettingsOverlay({
  isOpen,
  onClose,
  sections,
  section,
  onSectionChange,
  hasUnsavedChanges = false,
  children,
}: SettingsOverlayProps) {
  const s = messages.settings;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (action: () => void) => {
    if (hasUnsavedChanges) setPending(() => action);
    else action();
  };
  const current = sections.find((item) => item.id === section) ?? sections[0];

  // A control that disables itself once pressed (a Save) drops focus to the page: Escape still closes.
  const closeRef = useRef(() => guard(onClose));
  closeRef.current = () => guard(onClose);
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && document.activeElement === document.body) closeRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) guard(onClose);
      }}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <Dialog aria-label={s.title} className={styles.dialog}>
          <Tabs
            orientation="vertical"
            selectedKey={current?.id}
            onSelectionChange={(key: Key) => {
              const id = String(key);
              if (id !== current?.id) guard(() => onSectionChange(id));
            }}
            className={styles.tabs}
          >
            <div className={styles.nav}>
              <Heading slot="title" level={2} className={styles.heading}>
                {s.title}
              </Heading>
              <TabList aria-label={s.title} items={sections} className={styles.tabList}>
                {(item) => (
                  <Tab id={item.id} className={styles.tab}>
                    {item.label}
                  </Tab>
                )}
              </TabList>
            </div>
            <div className={styles.main}>
              <div className={styles.header}>
                <h3 className={styles.sectionTitle}>{current?.label}</h3>
                <IconButton
                  aria-label={s.close}
                  icon={<X aria-hidden="true" />}
                  size="sm"
                  showTooltip={false}
                  onPress={() => guard(onClose)}
                />
              </div>
              {current ? (
                <TabPanel key={current.id} id={current.id} className={styles.panel}>
                  {children}
                </TabPanel>
              ) : null}
            </div>
          </Tabs>
          <DiscardChangesDialog
            isOpen={pending !== null}
            onOpenChange={(open) => {
              if (!open) setPending(null);
            }}
            onDiscard={() => {
              const action = pending;
              setPending(null);
              action?.();
            }}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
