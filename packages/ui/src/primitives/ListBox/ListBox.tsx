import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Header,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  ListBoxSection as RACListBoxSection,
} from 'react-aria-components';
import * as field from '../field.css';
import * as styles from './ListBox.css';

export interface ListBoxProps<T> extends Omit<RACListBoxProps<T>, 'className' | 'style'> {
  /** Framed as a standalone list (default) or bare, inside a popover. */
  variant?: 'framed' | 'bare';
}

/** A list of options with single or multiple selection (react-aria: arrows, Home/End, typeahead). */
export function ListBox<T extends object>({ variant = 'framed', ...props }: ListBoxProps<T>) {
  return <RACListBox {...props} className={variant === 'framed' ? styles.framed : styles.bare} />;
}

export interface ListBoxItemProps<T>
  extends Omit<RACListBoxItemProps<T>, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** A second line in muted text. */
  description?: ReactNode;
  /** A decorative icon or avatar before the label. */
  icon?: ReactNode;
  /** Something at the end: a count, a shortcut hint. */
  end?: ReactNode;
}

/**
 * An option. Selected options show a check mark. Its accessible name is all its visible text (label,
 * description, end), so what a screen reader says matches what is seen.
 */
export function ListBoxItem<T extends object>({
  children,
  description,
  icon,
  end,
  ...props
}: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACListBoxItem {...props} textValue={textValue} className={field.item}>
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={field.check} aria-hidden="true">
              {isSelected ? <Check /> : null}
            </span>
          ) : null}
          {icon}
          <span className={styles.text}>
            <span className={field.itemLabel}>{children}</span>
            {description ? <span className={field.itemDescription}>{description}</span> : null}
          </span>
          {end ? <span className={field.itemEnd}>{end}</span> : null}
        </>
      )}
    </RACListBoxItem>
  );
}

export interface ListBoxSectionProps {
  title: string;
  children: ReactNode;
}

export function ListBoxSection({ title, children }: ListBoxSectionProps) {
  return (
    <RACListBoxSection>
      <Header className={field.sectionHeader}>{title}</Header>
      {children}
    </RACListBoxSection>
  );
}
