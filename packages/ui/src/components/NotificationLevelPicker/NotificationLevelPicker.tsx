import { messages, type NotificationLevel } from '@switchboard/domain';
import { ListBoxItem } from '../../primitives/ListBox/ListBox';
import { Select } from '../../primitives/Select/Select';

const LEVELS: readonly NotificationLevel[] = ['all', 'new_and_followed', 'followed'];

export interface NotificationLevelPickerProps {
  /** The user's level on the channel (new_and_followed by default). */
  value: NotificationLevel;
  onChange: (level: NotificationLevel) => void;
  isDisabled?: boolean;
}

/** A participant's notification level on a channel: All, New and followed (default) or Followed. */
export function NotificationLevelPicker({ value, onChange, isDisabled }: NotificationLevelPickerProps) {
  const c = messages.channel;
  return (
    <Select
      aria-label={c.notificationLevelLabel}
      size="sm"
      selectedKey={value}
      isDisabled={isDisabled}
      onSelectionChange={(key) => {
        const level = LEVELS.find((candidate) => candidate === key);
        if (level && level !== value) onChange(level);
      }}
      items={LEVELS.map((level) => ({ id: level, name: c.notificationLevels[level] }))}
    >
      {(item) => <ListBoxItem id={item.id}>{item.name}</ListBoxItem>}
    </Select>
  );
}
