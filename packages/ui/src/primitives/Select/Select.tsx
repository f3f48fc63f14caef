import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  Popover,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from 'react-aria-components';
import * as field from '../field.css';
import { FieldHelp } from '../field-help';
import * as styles from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<RACSelectProps<T>, 'className' | 'style' | 'children'> {
  /** The visible label; or name it with `aria-label`. */
  label?: string;
  description?: string;
  errorMessage?: string;
  items?: Iterable<T>;
  /** `ListBoxItem`s, or a function of each item when `items` is given. */
  children: ReactNode | ((item: T) => ReactNode);
  size?: 'sm' | 'md';
}

/** A single choice from a list (react-aria: the button opens a listbox; type to jump; Escape closes). */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  size = 'md',
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={field.field}>
      {label ? <Label className={field.label}>{label}</Label> : null}
      <Button className={`${field.control} ${styles.button({ size })}`}>
        <SelectValue className={styles.value} />
        <ChevronDown aria-hidden="true" />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover offset={4} className={field.popover}>
        <ListBox items={items} className={styles.listbox}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}
