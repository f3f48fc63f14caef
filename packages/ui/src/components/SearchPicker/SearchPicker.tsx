import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Autocomplete } from 'react-aria-components';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { SearchField } from '../../primitives/SearchField/SearchField';
import * as styles from './SearchPicker.css';

/** One option of a picker: what it shows and what picking it does. */
export interface SearchPickerOption {
  id: string;
  label: string;
  description?: string;
  /** A `#rrggbb` colour shown as a dot before the label. */
  color?: string;
  /** Something at the end (a count, a date). */
  end?: ReactNode;
}

export interface SearchPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  /** The search field's name and placeholder. */
  searchLabel: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The options for the current query (the caller filters). */
  options: readonly SearchPickerOption[];
  /** Shown when there is no option. */
  emptyText: string;
  /** Called with the option picked (click, or arrows then Enter); the picker then closes. */
  onPick: (id: string) => void;
}

/**
 * A dialog with a search field over a list of options (react-aria Autocomplete: the focus stays in
 * the field, arrows move through the options, Enter picks). The base of the snooze, label and channel
 * pickers.
 */
export function SearchPicker({
  isOpen,
  onOpenChange,
  title,
  description,
  searchLabel,
  query,
  onQueryChange,
  options,
  emptyText,
  onPick,
}: SearchPickerProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="sm">
      <Dialog title={title} description={description}>
        {({ close }) => (
          <div className={styles.body}>
            <Autocomplete inputValue={query} onInputChange={onQueryChange}>
              <SearchField aria-label={searchLabel} placeholder={searchLabel} autoFocus size="sm" />
              <div className={styles.list}>
                <ListBox
                  aria-label={title}
                  variant="bare"
                  items={options}
                  selectionMode="none"
                  onAction={(key) => {
                    onPick(String(key));
                    close();
                  }}
                  renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}
                >
                  {(option) => (
                    <ListBoxItem
                      id={option.id}
                      textValue={option.label}
                      description={option.description}
                      end={option.end}
                      icon={
                        option.color ? (
                          <span
                            aria-hidden="true"
                            className={styles.dot}
                            style={assignInlineVars({ [styles.dotColor]: option.color })}
                          />
                        ) : undefined
                      }
                    >
                      {option.label}
                    </ListBoxItem>
                  )}
                </ListBox>
              </div>
            </Autocomplete>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
