import { fromDate, type ZonedDateTime } from '@internationalized/date';
import {
  formatScheduleLabel,
  isScheduleTimeValid,
  messages,
  parseScheduleText,
  quickScheduleOptions,
} from '@switchboard/domain';
import { useMemo, useState } from 'react';
import {
  DateField,
  DateInput,
  DateSegment,
  Label,
  ListBox,
  ListBoxItem,
  Button as RACButton,
} from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import * as styles from './SchedulePicker.css';

const t = messages.compose.schedulePicker;

export interface SchedulePickerProps {
  /** The current time (the picker never reads the clock). */
  now: Date;
  /** The user's IANA time zone. */
  timeZone: string;
  /** A time was chosen: a quick time, or Done. */
  onSchedule: (date: Date) => void;
  onCancel: () => void;
}

/**
 * Scheduled send: the quick times (later today 18:00 only before 18:00, tomorrow morning, next week,
 * weekend, later this week), a text field read by the domain's chrono parsing with up to 5 suggestions,
 * and a date-time field. Done is disabled until the chosen time is at least 60 seconds ahead.
 */
export function SchedulePicker({ now, timeZone, onSchedule, onCancel }: SchedulePickerProps) {
  const ctx = useMemo(() => ({ now, timeZone }), [now, timeZone]);
  const quick = useMemo(() => quickScheduleOptions(ctx), [ctx]);
  const [text, setText] = useState('');
  const suggestions = useMemo(() => parseScheduleText(text, ctx), [text, ctx]);
  const [chosen, setChosen] = useState<ZonedDateTime | null>(null);
  const chosenDate = chosen?.toDate() ?? null;
  const canSchedule = chosenDate !== null && isScheduleTimeValid(chosenDate, { now });

  return (
    <div className={styles.root}>
      <fieldset className={styles.group}>
        <legend className={styles.groupLabel}>{t.quickTimes}</legend>
        {quick.map((option) => (
          <RACButton
            key={option.id}
            className={styles.choice}
            isDisabled={!isScheduleTimeValid(option.date, { now })}
            onPress={() => onSchedule(option.date)}
          >
            <span>{messages.schedule.scheduleQuickOptionLabels[option.id]}</span>
            <span className={styles.when}>{formatScheduleLabel(option.date, ctx)}</span>
          </RACButton>
        ))}
      </fieldset>
      <TextField label={t.naturalLabel} placeholder={t.naturalPlaceholder} value={text} onChange={setText} />
      {text.trim() !== '' ? (
        suggestions.length > 0 ? (
          <ListBox
            aria-label={t.naturalLabel}
            selectionMode="single"
            className={styles.group}
            selectedKeys={
              chosenDate
                ? suggestions.filter((s) => s.date.getTime() === chosenDate.getTime()).map((s) => s.label)
                : []
            }
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              const picked = suggestions.find((s) => s.label === key);
              if (picked) setChosen(fromDate(picked.date, timeZone));
            }}
          >
            {suggestions.map((s) => (
              <ListBoxItem key={s.label} id={s.label} className={styles.choice}>
                {s.label}
              </ListBoxItem>
            ))}
          </ListBox>
        ) : (
          <p className={styles.hint}>{messages.schedule.scheduleNoSuggestions}</p>
        )
      ) : null}
      <DateField
        className={styles.dateField}
        granularity="minute"
        hideTimeZone
        placeholderValue={fromDate(now, timeZone)}
        value={chosen}
        onChange={setChosen}
      >
        <Label className={styles.label}>{t.pickLabel}</Label>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
      </DateField>
      {chosenDate !== null && !canSchedule ? (
        <p className={styles.hint} role="status">
          {messages.schedule.scheduleTimeTooSoon}
        </p>
      ) : null}
      <div className={styles.footer}>
        <Button variant="ghost" onPress={onCancel}>
          {t.cancel}
        </Button>
        <Button
          variant="primary"
          isDisabled={!canSchedule}
          onPress={() => {
            if (chosenDate && canSchedule) onSchedule(chosenDate);
          }}
        >
          {t.done}
        </Button>
      </div>
    </div>
  );
}
