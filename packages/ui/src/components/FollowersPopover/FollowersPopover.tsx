import { messages } from '@switchboard/domain';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Autocomplete, Button, DialogTrigger } from 'react-aria-components';
import { AvatarStack } from '../../primitives/Avatar/Avatar';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { Popover } from '../../primitives/Popover/Popover';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { PersonLabel } from '../ThreadPeople/PersonLabel';
import { filterPeople, type ThreadPerson } from '../ThreadPeople/people';
import * as styles from '../ThreadPeople/ThreadPeople.css';

export interface ThreadFollower extends ThreadPerson {
  /** Recipients of the thread follow it and cannot be removed. */
  isRemovable: boolean;
}

export interface FollowersPopoverProps {
  followers: readonly ThreadFollower[];
  /** Workspace members who can be added. */
  members: readonly ThreadPerson[];
  onAdd: (userId: string) => void;
  onRemove: (userId: string) => void;
  /** Controlled open state (shift+f opens it). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * 'Followers' ('Followers can view the conversation and discussion'): ticking a member adds them,
 * unticking removes them; recipients are ticked and cannot be unticked.
 */
export function FollowersPopover({
  followers,
  members,
  onAdd,
  onRemove,
  isOpen,
  onOpenChange,
}: FollowersPopoverProps) {
  const [query, setQuery] = useState('');
  const t = messages.thread.followersPopover;
  const followerIds = new Set(followers.map((follower) => follower.id));
  const everyone = [...followers, ...members.filter((member) => !followerIds.has(member.id))];
  const shown = filterPeople(everyone, query);
  const locked = followers.filter((follower) => !follower.isRemovable).map((follower) => follower.id);
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        onOpenChange?.(open);
      }}
    >
      <Button className={styles.trigger}>
        <VisuallyHidden>{`${t.title}: ${followers.length}`}</VisuallyHidden>
        <Users aria-hidden size={14} />
        <AvatarStack
          people={followers.map((f) => ({ name: f.name, src: f.pictureUrl }))}
          max={5}
          size="sm"
          decorative
        />
      </Button>
      <Popover title={t.title} placement="bottom end">
        {({ close }) => (
          <div className={styles.panel}>
            <p className={styles.subtitle}>{t.subtitle}</p>
            <Autocomplete inputValue={query} onInputChange={setQuery}>
              <SearchField
                aria-label={t.search}
                placeholder={t.search}
                size="sm"
                autoFocus
                // The search's Escape empties it; on an empty search it closes the popover, as the pickers' does
                // (the autocomplete keeps that Escape from reaching the popover).
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query === '') close();
                }}
              />
              <div className={styles.list}>
                <ListBox
                  aria-label={t.title}
                  selectionMode="multiple"
                  selectedKeys={followerIds}
                  disabledKeys={locked}
                  onSelectionChange={(keys) => {
                    if (keys === 'all') return;
                    for (const key of keys) if (!followerIds.has(String(key))) onAdd(String(key));
                    for (const id of followerIds) if (!keys.has(id) && !locked.includes(id)) onRemove(id);
                  }}
                >
                  {shown.map((person) => (
                    <ListBoxItem key={person.id} id={person.id} textValue={person.name}>
                      <PersonLabel person={person} />
                    </ListBoxItem>
                  ))}
                </ListBox>
              </div>
            </Autocomplete>
          </div>
        )}
      </Popover>
    </DialogTrigger>
  );
}
