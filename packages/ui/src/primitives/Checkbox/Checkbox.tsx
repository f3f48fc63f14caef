import { Check, Minus } from 'lucide-react';
import { memo, type ReactNode, useCallback, useRef } from 'react';
import {
  CheckboxContext,
  Checkbox as RACCheckbox,
  type CheckboxProps as RACCheckboxProps,
  useSlottedContext,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxProps, 'className' | 'style' | 'children'> {
  /** The visible label. Without one, give the checkbox an `aria-label`. */
  children?: ReactNode;
}

/** A checkbox (react-aria): Space toggles it; `isIndeterminate` shows a dash. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <Minus /> : isSelected ? <Check /> : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}

/** The checkbox, rendered again only when one of its props changes. */
const SettledCheckbox = memo(Checkbox);

export interface SelectionCheckboxProps {
  /** Names the checkbox ('Select thread'); react-aria's own name ('Select') otherwise. */
  'aria-label'?: string;
}

/**
 * The selection checkbox of a collection item (a GridList row, in place of `<Checkbox slot="selection">`):
 * the same checkbox, rendered again only when its own state (selected, disabled) changes. react-aria renders
 * every item again on each focus, selection or collection change, and hands each item's checkbox new props
 * then (a new `onChange` each time), so the plain checkbox rendered again in every row on every j / k, about
 * eight components a row (packages/ui/bench). This reads the item's checkbox props, keeps `onChange` behind
 * a stable function, and gives the checkbox no slot context of its own, so the memo holds.
 */
export function SelectionCheckbox({ 'aria-label': ariaLabel }: SelectionCheckboxProps) {
  const { onChange, ...props } = (useSlottedContext(CheckboxContext, 'selection') ?? {}) as CheckboxProps;
  const latest = useRef(onChange);
  latest.current = onChange;
  const change = useCallback((isSelected: boolean) => latest.current?.(isSelected), []);
  return (
    <CheckboxContext.Provider value={null}>
      <SettledCheckbox {...props} {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} onChange={change} />
    </CheckboxContext.Provider>
  );
}
