import { GripVertical } from 'lucide-react';
import { memo, type Ref, useCallback, useRef } from 'react';
import {
  ButtonContext,
  type ButtonProps,
  type PressEvent,
  Button as RACButton,
  useSlottedContext,
} from 'react-aria-components';
import { useAfterNextPaint } from '../after-next-paint';
import * as styles from './DragHandle.css';

export interface DragHandleProps {
  /** Where the handle sits in its item (the item's own layout decides: a corner, a column). */
  className?: string;
  /**
   * Whether the item has the keyboard's focus (it or something in it): only then is the button there, from
   * just after the frame the focus arrived in. Other items hold an empty anchor in its place.
   */
  isShown: boolean;
}

type DragButtonSlot = ButtonProps & { ref?: Ref<HTMLButtonElement> };

/**
 * The drag button of a draggable collection item (a GridList row), in place of `<Button slot="drag">`:
 * keyboard and screen reader users drag the item with it (Enter starts, Tab goes to a drop target, Enter
 * drops), and react-aria expects one in every draggable item. A pointer drags the whole item, so the handle
 * stays out of sight and out of the pointer's way until the keyboard focuses it (arrow keys from the row).
 * Like `SelectionCheckbox`, it reads the item's slot props and keeps their handler behind a stable function:
 * react-aria renders every item again on each focus or selection change with new props, and the button is
 * rendered again only when its own state changes.
 *
 * A keyboard or screen reader user reaches the button from the focused item only, so only that item renders
 * it (a list of thousands of rows mounted a button in each row it scrolled past: a fifth more of each scroll
 * frame's work and of each j / k in the UI bench); every other item holds an empty, hidden anchor under the
 * same ref, which is what react-aria looks for when the item mounts (without it, a console warning per row).
 */
export function DragHandle({ className, isShown }: DragHandleProps) {
  const slot = useSlottedContext(ButtonContext, 'drag') as DragButtonSlot | null | undefined;
  if (!slot) return null;
  if (!isShown) return <span ref={slot.ref as Ref<HTMLSpanElement>} hidden />;
  return <FocusedDragHandle slot={slot} className={className} />;
}

/** The focused item's button, there from just after the frame the focus arrived in (a j / k's frame stays lean). */
function FocusedDragHandle({ slot, className }: { slot: DragButtonSlot; className?: string }) {
  const latest = useRef(slot.onPress);
  latest.current = slot.onPress;
  const press = useCallback((event: PressEvent) => latest.current?.(event), []);
  const painted = useAfterNextPaint(true, false);
  if (!painted) return <span ref={slot.ref as Ref<HTMLSpanElement>} hidden />;
  return (
    <ButtonContext.Provider value={null}>
      <SettledDragButton
        buttonRef={slot.ref}
        label={slot['aria-label']}
        describedBy={slot['aria-describedby']}
        isDisabled={slot.isDisabled}
        onPress={press}
        className={className}
      />
    </ButtonContext.Provider>
  );
}

const SettledDragButton = memo(function SettledDragButton({
  buttonRef,
  label,
  describedBy,
  isDisabled,
  onPress,
  className,
}: {
  buttonRef?: Ref<HTMLButtonElement>;
  label?: string;
  describedBy?: string;
  isDisabled?: boolean;
  onPress: (event: PressEvent) => void;
  className?: string;
}) {
  return (
    <RACButton
      ref={buttonRef}
      aria-label={label}
      aria-describedby={describedBy}
      isDisabled={isDisabled}
      onPress={onPress}
      className={className ? `${styles.handle} ${className}` : styles.handle}
    >
      <GripVertical aria-hidden className={styles.icon} />
    </RACButton>
  );
});
