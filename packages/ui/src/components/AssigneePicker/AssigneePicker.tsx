import { messages } from '@switchboard/domain';
import { ChevronDown, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Autocomplete, Button, DialogTrigger } from 'react-aria-components';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { Popover } from '../../primitives/Popover/Popover';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import { PersonLabel } from '../ThreadPeople/PersonLabel';
import { filterPeople, type ThreadPerson } from '../ThreadPeople/people';
import * as styles from '../ThreadPeople/ThreadPeople.css';

const UNASSIGNED = '__unassigned__';

export interface AssigneePickerProps {
  /** The workspace members who can be assigned. */
  members: readonly ThreadPerson[];
  assignee: ThreadPerson | null;
  onChange: (userId: string | null) => void;
  /** Trashed threads cannot change assignee. */
  isDisabled?: boolean;
}

/** The thread's assignee: a searchable list of workspace members, plus 'Unassigned'. */
export function AssigneePicker({ members, assignee, onChange, isDisabled }: AssigneePickerProps) {
  const [query, setQuery] = useState('');
  const shown = filterPeople(members, query);
  return (
    <DialogTrigger onOpenChange={(open) => (open ? undefined : setQuery(''))}>
      <Button className={styles.trigger} isDisabled={isDisabled}>
        <VisuallyHidden>{`${messages.thread.assignee}: `}</VisuallyHidden>
        {assignee ? (
          <Avatar name={assignee.name} src={assignee.pictureUrl} size="sm" decorative />
        ) : (
          <UserRound aria-hidden size={14} />
        )}
        <span className={assignee ? undefined : styles.muted}>
          {assignee?.name ?? messages.thread.unassigned}
        </span>
        <ChevronDown aria-hidden size={14} />
      </Button>
      <Popover title={messages.thread.assignee} placement="bottom start">
        {({ close }) => (
          <div className={styles.panel}>
            <Autocomplete inputValue={query} onInputChange={setQuery}>
              <SearchField
                aria-label={messages.thread.searchMembers}
                placeholder={messages.thread.searchMembers}
                size="sm"
                autoFocus
              />
              <div className={styles.list}>
                <ListBox
                  aria-label={messages.thread.assignee}
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={[assignee?.id ?? UNASSIGNED]}
                  onSelectionChange={(keys) => {
                    const [key] = keys === 'all' ? [] : [...keys];
                    if (key === undefined) return;
                    onChange(key === UNASSIGNED ? null : String(key));
                    close();
                  }}
                >
                  {query.trim() === '' ? (
                    <ListBoxItem id={UNASSIGNED} textValue={messages.thread.unassigned}>
                      {messages.thread.unassigned}
                    </ListBoxItem>
                  ) : null}
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
