import { emojiFromCode, messages } from '@switchboard/domain';
import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { DialogTrigger, GridList, GridListItem } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Popover } from '../../primitives/Popover/Popover';
import { SearchField } from '../../primitives/SearchField/SearchField';
import * as styles from './EmojiPicker.css';
import { EMOJI_CHOICES } from './emoji-codes';

export interface EmojiPickerProps {
  /** Called with the chosen reaction code (e.g. '1f389'). */
  onSelect: (code: string) => void;
  isDisabled?: boolean;
}

/** 'Add reaction': a searchable grid of emoji (arrow keys move, Enter picks). */
export function EmojiPicker({ onSelect, isDisabled }: EmojiPickerProps) {
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = EMOJI_CHOICES.filter((choice) => q === '' || choice.name.includes(q));
  return (
    <DialogTrigger onOpenChange={(open) => (open ? undefined : setQuery(''))}>
      <IconButton
        aria-label={messages.reactions.addReaction}
        icon={<SmilePlus />}
        size="sm"
        isDisabled={isDisabled}
      />
      <Popover aria-label={messages.reactions.addReaction} placement="top start">
        {({ close }) => (
          <div className={styles.panel}>
            <SearchField
              aria-label={messages.reactions.searchEmoji}
              placeholder={messages.reactions.searchEmoji}
              value={query}
              onChange={setQuery}
              size="sm"
              autoFocus
            />
            <GridList
              aria-label={messages.reactions.addReaction}
              layout="grid"
              className={styles.grid}
              items={shown}
              onAction={(key) => {
                onSelect(String(key));
                close();
              }}
              renderEmptyState={() => <p className={styles.empty}>{messages.commandMenu.empty}</p>}
            >
              {(choice) => (
                <GridListItem
                  id={choice.code}
                  textValue={choice.name}
                  className={styles.emoji}
                  aria-label={choice.name}
                >
                  {emojiFromCode(choice.code)}
                </GridListItem>
              )}
            </GridList>
          </div>
        )}
      </Popover>
    </DialogTrigger>
  );
}
