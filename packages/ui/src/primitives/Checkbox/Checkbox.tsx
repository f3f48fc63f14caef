import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
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
