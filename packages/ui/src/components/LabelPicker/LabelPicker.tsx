import { messages } from '@switchboard/domain';
import { useEffect, useState } from 'react';
import { SearchPicker, type SearchPickerOption } from '../SearchPicker/SearchPicker';

export interface LabelPickerLabel {
  id: string;
  name: string;
  /** `#rrggbb` */
  color: string;
}

export interface LabelPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  labels: readonly LabelPickerLabel[];
  /** Called with the label picked; the picker closes. */
  onPick: (labelId: string) => void;
  /** Called with the name typed when the user picks 'Create label "{name}"'. */
  onCreate: (name: string) => void;
}

const CREATE = '__create__';

/**
 * Adds a label (l on a list): search the labels by name (case-insensitive); when no label has exactly
 * the name typed, 'Create label "{name}"' is offered last.
 */
export function LabelPicker({ isOpen, onOpenChange, labels, onPick, onCreate }: LabelPickerProps) {
  const [query, setQuery] = useState('');
  // Each opening starts from an empty search.
  useEffect(() => {
    if (isOpen) setQuery('');
  }, [isOpen]);
  const needle = query.trim().toLowerCase();
  const matches = labels.filter((label) => label.name.toLowerCase().includes(needle));
  const exact = labels.some((label) => label.name.toLowerCase() === needle);
  const options: SearchPickerOption[] = matches.map((label) => ({
    id: label.id,
    label: label.name,
    color: label.color,
  }));
  if (needle !== '' && !exact) {
    options.push({ id: CREATE, label: messages.labels.createNamed(query.trim()) });
  }
  return (
    <SearchPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={messages.labels.pickerTitle}
      searchLabel={messages.labels.search}
      query={query}
      onQueryChange={setQuery}
      options={options}
      emptyText={messages.labels.none}
      onPick={(id) => {
        const name = query.trim();
        if (id === CREATE) onCreate(name);
        else onPick(id);
      }}
    />
  );
}
