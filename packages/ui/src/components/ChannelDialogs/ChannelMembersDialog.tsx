import { messages } from '@switchboard/domain';
import { UserMinus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { PersonLabel } from '../ThreadPeople/PersonLabel';
import { filterPeople, type ThreadPerson } from '../ThreadPeople/people';
import * as styles from './ChannelDialogs.css';

export interface ChannelMembersDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The channel's participants. */
  members: readonly ThreadPerson[];
  /** Workspace members who are not participants yet. */
  candidates: readonly ThreadPerson[];
  /** The current user: listed with '(you)' and never removable here (they leave instead). */
  selfId: string;
  onAdd: (userIds: string[]) => void;
  onRemove: (userId: string) => void;
  /** Ids of members whose removal runs. */
  removingIds?: readonly string[];
}

/** The channel's 'Members': each with a remove button, and 'Add members' (pick teammates, then Add). */
export function ChannelMembersDialog({
  isOpen,
  onOpenChange,
  members,
  candidates,
  selfId,
  onAdd,
  onRemove,
  removingIds = [],
}: ChannelMembersDialogProps) {
  const c = messages.channel;
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Selection>(new Set());
  const reset = () => {
    setAdding(false);
    setQuery('');
    setPicked(new Set());
  };
  const pickedIds = picked === 'all' ? candidates.map((person) => person.id) : [...picked].map(String);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      size="sm"
    >
      {adding ? (
        <Dialog
          title={c.addMembers}
          footer={() => (
            <>
              <Button variant="ghost" onPress={reset}>
                {messages.message.cancel}
              </Button>
              <Button
                variant="primary"
                isDisabled={pickedIds.length === 0}
                onPress={() => {
                  onAdd(pickedIds);
                  reset();
                }}
              >
                {c.add}
              </Button>
            </>
          )}
        >
          <SearchField
            aria-label={c.addMembersSearch}
            placeholder={c.addMembersSearch}
            value={query}
            onChange={setQuery}
            autoFocus
          />
          <div className={styles.pickList}>
            <ListBox
              aria-label={c.addMembers}
              selectionMode="multiple"
              selectedKeys={picked}
              onSelectionChange={setPicked}
            >
              {filterPeople(candidates, query).map((person) => (
                <ListBoxItem key={person.id} id={person.id} textValue={person.name}>
                  <PersonLabel person={person} />
                </ListBoxItem>
              ))}
            </ListBox>
          </div>
        </Dialog>
      ) : (
        <Dialog
          title={c.members}
          footer={({ close }) => (
            <>
              <Button variant="ghost" onPress={close}>
                {messages.compose.close}
              </Button>
              <Button
                variant="primary"
                icon={<UserPlus aria-hidden size={14} />}
                isDisabled={candidates.length === 0}
                onPress={() => setAdding(true)}
              >
                {c.addMembers}
              </Button>
            </>
          )}
        >
          <ul className={styles.memberList} aria-label={c.members}>
            {members.map((person) => (
              <li key={person.id} className={styles.member}>
                <span className={styles.memberName}>
                  <PersonLabel
                    person={person.id === selfId ? { ...person, name: `${person.name} ${c.you}` } : person}
                  />
                </span>
                {person.id === selfId ? null : (
                  <IconButton
                    aria-label={c.removeMember(person.name)}
                    icon={<UserMinus aria-hidden />}
                    size="sm"
                    isPending={removingIds.includes(person.id)}
                    onPress={() => onRemove(person.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </Modal>
  );
}
