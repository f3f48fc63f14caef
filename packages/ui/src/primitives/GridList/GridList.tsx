import type { ReactNode } from 'react';
import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import { SelectionCheckbox } from '../Checkbox/Checkbox';
import * as styles from './GridList.css';

export interface GridListProps<T> extends Omit<RACGridListProps<T>, 'className' | 'style'> {}

/**
 * A list of interactive rows (react-aria grid): arrows move between rows, Tab moves into a row's
 * buttons, Space selects, Enter acts. For rows that hold their own buttons (channels, members).
 */
export function GridList<T extends object>(props: GridListProps<T>) {
  return <RACGridList {...props} className={styles.list} />;
}

export interface GridListItemProps<T>
  extends Omit<RACGridListItemProps<T>, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Names the row's selection checkbox (shown when the list selects with checkboxes). */
  selectLabel?: string;
}

export function GridListItem<T extends object>({ children, selectLabel, ...props }: GridListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <RACGridListItem {...props} textValue={textValue} className={styles.item}>
      {({ selectionMode, selectionBehavior }) => (
        <>
          {selectionMode !== 'none' && selectionBehavior === 'toggle' ? (
            <SelectionCheckbox aria-label={selectLabel} />
          ) : null}
          {children}
        </>
      )}
    </RACGridListItem>
  );
}
