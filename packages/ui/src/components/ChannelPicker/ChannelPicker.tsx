import { messages } from '@switchboard/domain';
import { useEffect, useState } from 'react';
import { SearchPicker, type SearchPickerOption } from '../SearchPicker/SearchPicker';

export interface ChannelPickerChannel {
  id: string;
  name: string;
  /** `#rrggbb` */
  color: string;
}

export interface ChannelPickerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  channels: readonly ChannelPickerChannel[];
  /** Called with the channel picked; the picker closes. */
  onPick: (channelId: string) => void;
  /**
   * Called with the name typed when the user picks '"{query}" (create new)', or with '' for 'Create new
   * channel' (offered while the search is empty).
   */
  onCreate: (name: string) => void;
}

const CREATE = '__create__';

/**
 * The channels popover of a list (shift+c or h): 'Channels', 'Members can view the conversation and
 * discussion', 'Search channels'; 'Create new channel' while the search is empty, and when no channel has
 * exactly the name typed, '"{query}" (create new)'.
 */
export function ChannelPicker({ isOpen, onOpenChange, channels, onPick, onCreate }: ChannelPickerProps) {
  const [query, setQuery] = useState('');
  // Each opening starts from an empty search.
  useEffect(() => {
    if (isOpen) setQuery('');
  }, [isOpen]);
  const texts = messages.thread.channelsPopover;
  const needle = query.trim().toLowerCase();
  const matches = channels.filter((channel) => channel.name.toLowerCase().includes(needle));
  const exact = channels.some((channel) => channel.name.toLowerCase() === needle);
  const options: SearchPickerOption[] = matches.map((channel) => ({
    id: channel.id,
    label: channel.name,
    color: channel.color,
  }));
  if (needle === '') options.push({ id: CREATE, label: texts.createNew });
  else if (!exact) options.push({ id: CREATE, label: texts.createNamed(query.trim()) });
  return (
    <SearchPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.subtitle}
      searchLabel={texts.search}
      query={query}
      onQueryChange={setQuery}
      options={options}
      emptyText={texts.none}
      onPick={(id) => {
        const name = query.trim();
        if (id === CREATE) onCreate(name);
        else onPick(id);
      }}
    />
  );
}
