import { formatScheduleLabel, messages, parseSnoozeText, quickSnoozeOptions } from '@switchboard/domain';
import { useEffect, useMemo, useState } from 'react';
import { SearchPicker, type SearchPickerOption } from '../SearchPicker/SearchPicker';

export interface SnoozePickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The current time (components never read the clock). */
  now: Date;
  /** IANA time zone the times are computed and shown in. */
  timeZone: string;
  /** Called with the time picked; the picker closes. */
  onSnooze: (until: Date) => void;
}

/**
 * Snooze until: the spec's quick times (later today, tomorrow morning, next week, weekend, later this
 * week) and, as the user types ('friday 9am', 'in 3 days', '2h'), the times the domain's natural-language
 * parsing suggests.
 */
export function SnoozePicker({ isOpen, onOpenChange, now, timeZone, onSnooze }: SnoozePickerProps) {
  const [query, setQuery] = useState('');
  // Each opening starts from an empty search.
  useEffect(() => {
    if (isOpen) setQuery('');
  }, [isOpen]);
  const ctx = useMemo(() => ({ now, timeZone }), [now, timeZone]);
  const choices = useMemo(() => {
    if (query.trim() === '') {
      return quickSnoozeOptions(ctx).map((option) => ({
        id: option.id,
        date: option.date,
        label: messages.schedule.scheduleQuickOptionLabels[option.id],
        description: formatScheduleLabel(option.date, ctx),
      }));
    }
    return parseSnoozeText(query, ctx).map((suggestion) => ({
      id: String(suggestion.date.getTime()),
      date: suggestion.date,
      label: suggestion.label,
      description: undefined,
    }));
  }, [query, ctx]);
  const options: SearchPickerOption[] = choices.map(({ id, label, description }) => ({
    id,
    label,
    description,
  }));
  return (
    <SearchPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={messages.thread.actions.snooze}
      searchLabel={messages.snoozePicker.search}
      query={query}
      onQueryChange={setQuery}
      options={options}
      emptyText={messages.schedule.scheduleNoSuggestions}
      onPick={(id) => {
        const choice = choices.find((candidate) => candidate.id === id);
        if (choice) onSnooze(choice.date);
      }}
    />
  );
}
