import { messages } from '@switchboard/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { ListBox, ListBoxItem } from '../../primitives/ListBox/ListBox';
import { SearchField } from '../../primitives/SearchField/SearchField';
import { PersonLabel } from '../ThreadPeople/PersonLabel';
import { filterPeople, type ThreadPerson } from '../ThreadPeople/people';
import * as styles from './ParticipantsDialog.css';

export interface ParticipantsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The thread's participants (senders and recipients). */
  participants: readonly ThreadPerson[];
  /** Workspace members who are not participants yet. */
  candidates: readonly ThreadPerson[];
  onAdd: (userIds: string[]) => void;
}

/** 'Participants' of the thread, with 'Add participants' (pick members, then Add). */
export function ParticipantsDialog({
  isOpen,
  onOpenChange,
  participants,
  candidates,
  onAdd,
}: ParticipantsDialogProps) {
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Selection>(new Set());
  const t = messages.thread;
  const reset = () => {
    setAdding(false);
    setQuery('');
    setPicked(new Set());
  };
  const pickedIds = picked === 'all' ? candidates.map((c) => c.id) : [...picked].map(String);
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
          title={t.addParticipants}
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
                {t.add}
              </Button>
            </>
          )}
        >
          <SearchField
            aria-label={t.followersPopover.search}
            placeholder={t.followersPopover.search}
            value={query}
            onChange={setQuery}
            autoFocus
          />
          <div className={styles.pickList}>
            <ListBox
              aria-label={t.addParticipants}
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
          title={t.participants}
          footer={({ close }) => (
            <>
              <Button variant="ghost" onPress={close}>
                {messages.compose.close}
              </Button>
              <Button
                variant="primary"
                icon={<UserPlus aria-hidden size={14} />}
                onPress={() => setAdding(true)}
              >
                {t.addParticipants}
              </Button>
            </>
          )}
        >
          <ul className={styles.list} aria-label={t.participants}>
            {participants.map((person) => (
              <li key={person.id}>
                <PersonLabel person={person} />
              </li>
            ))}
          </ul>
        </Dialog>
      )}
    </Modal>
  );
}
