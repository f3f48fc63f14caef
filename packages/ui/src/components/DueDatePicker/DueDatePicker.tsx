import { type CalendarDate, parseDate } from '@internationalized/date';
import { messages } from '@switchboard/domain';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { mergeProps, useFocusWithin, useKeyboard } from 'react-aria';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import * as styles from './DueDatePicker.css';

export interface DueDatePickerProps {
  /** `yyyy-MM-dd`, or null for no due date. */
  value: string | null;
  /** Called with `yyyy-MM-dd`, or null when cleared (sent as is). */
  onChange: (value: string | null) => void;
  /** Trashed threads cannot change due date. */
  isDisabled?: boolean;
}

function toDate(value: string | null): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

/** The thread's due date: typed or picked from a calendar whose weeks start on Monday; clearable. */
export function DueDatePicker({ value, onChange, isDisabled }: DueDatePickerProps) {
  const date = toDate(value);
  // Typing goes into a draft (every keystroke can make a complete but unintended date, like year 2);
  // it is sent when the field loses focus. A day picked in the calendar is sent at once.
  const [draft, setDraft] = useState<CalendarDate | null>(date);
  const [calendarOpen, setCalendarOpen] = useState(false);
  useEffect(() => setDraft(toDate(value)), [value]);
  const commit = (next: CalendarDate | null) => {
    const text = next ? next.toString() : null;
    if (text !== (date ? date.toString() : null)) onChange(text);
  };
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => commit(draft) });
  const { keyboardProps } = useKeyboard({
    onKeyDown: (event) => {
      if (event.key === 'Enter') commit(draft);
      event.continuePropagation();
    },
  });
  return (
    <div className={styles.root}>
      <DatePicker
        aria-label={messages.thread.dueDate}
        value={draft}
        onChange={(next) => {
          setDraft(next);
          if (calendarOpen) commit(next);
        }}
        onOpenChange={setCalendarOpen}
        isDisabled={isDisabled}
        firstDayOfWeek="mon"
        granularity="day"
        shouldForceLeadingZeros
      >
        <Group className={styles.group}>
          {/* Leaving the typed segments (for the calendar button or anything else) or Enter sends the draft. */}
          <span className={styles.field} {...mergeProps(focusWithinProps, keyboardProps)}>
            <DateInput className={styles.field}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
          </span>
          <Button className={styles.iconButton} aria-label={messages.thread.pickDueDate}>
            <CalendarDays aria-hidden size={14} />
          </Button>
        </Group>
        <Popover className={styles.popover} placement="bottom start">
          <Dialog aria-label={messages.thread.dueDate}>
            <Calendar firstDayOfWeek="mon">
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.iconButton}>
                  <ChevronLeft aria-hidden size={16} />
                </Button>
                <Heading className={styles.heading} />
                <Button slot="next" className={styles.iconButton}>
                  <ChevronRight aria-hidden size={16} />
                </Button>
              </header>
              <CalendarGrid>
                <CalendarGridHeader>
                  {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(day) => <CalendarCell date={day} className={styles.cell} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
      {date && !isDisabled ? (
        <Button
          className={styles.iconButton}
          aria-label={messages.thread.clearDueDate}
          onPress={() => onChange(null)}
        >
          <X aria-hidden size={14} />
        </Button>
      ) : null}
    </div>
  );
}
