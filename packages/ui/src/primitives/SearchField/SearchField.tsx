import { messages } from '@switchboard/domain';
import { Search, X } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  Label,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import * as field from '../field.css';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; or name the field with `aria-label`. */
  label?: string;
  placeholder?: string;
  /** Names the clear button (shown while there is text); the catalogue's 'Clear search' by default. */
  clearLabel?: string;
  size?: 'sm' | 'md';
}

/** A search input: Enter submits (`onSubmit`), Escape or the clear button empties it (`onClear`). */
export function SearchField({
  label,
  placeholder,
  clearLabel = messages.shell.clearSearch,
  size = 'md',
  ...props
}: SearchFieldProps) {
  return (
    <RACSearchField {...props} className={`${field.field} ${styles.root}`}>
      {label ? <Label className={field.label}>{label}</Label> : null}
      <Group className={`${field.control} ${styles.control[size]}`}>
        <Search aria-hidden="true" />
        <Input className={field.input} placeholder={placeholder} />
        <Button className={styles.clear} aria-label={clearLabel}>
          <X aria-hidden="true" />
        </Button>
      </Group>
    </RACSearchField>
  );
}
