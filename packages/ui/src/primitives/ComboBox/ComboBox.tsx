import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from 'react-aria-components';
import * as field from '../field.css';
import { FieldHelp } from '../field-help';
import * as styles from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<RACComboBoxProps<T>, 'className' | 'style' | 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Shown in the popover when nothing matches (e.g. the catalogue's 'No results found.'). */
  emptyText?: string;
  /** Names the button that opens the list without typing. */
  openLabel?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/** A text input with a filtered list of suggestions (react-aria: type, arrows, Enter to pick, Escape). */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText,
  openLabel,
  children,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox {...props} className={field.field}>
      {label ? <Label className={field.label}>{label}</Label> : null}
      <Group className={field.control}>
        <Input className={field.input} placeholder={placeholder} />
        <Button className={styles.button} aria-label={openLabel}>
          <ChevronDown aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover offset={4} className={field.popover}>
        <ListBox
          className={styles.listbox}
          renderEmptyState={emptyText ? () => <div className={field.empty}>{emptyText}</div> : undefined}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
