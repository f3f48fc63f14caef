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
import * as styles from './ParticipantsDialog.css';

/** The words of one use of the dialog: a thread's participants (the default) or a channel's members. */
export interface ParticipantsDialogTexts {
  /** The list's title: 'Participants' / 'Members'. */
  title: string;
  /** The add button and the picker's title: 'Add participants' / 'Add members'. */
  addTitle: string;
  /** The picker's search field. */
  search: string;
  /** The picker's confirm button: 'Add'. */
  add: string;
  /** A remove button's name, when people can be removed. */
  remove?: (name: string) => string;
  /** Beside the current user's name: '(you)'. */
  you?: string;
}

const THREAD_TEXTS: ParticipantsDialogTexts = {
  title: messages.thread.participants,
  addTitle: messages.thread.addParticipants,
  search: messages.thread.followersPopover.search,
  add: messages.thread.add,
};

export interface ParticipantsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The people listed: a thread's participants (senders and recipients) or a channel's members. */
  participants: readonly ThreadPerson[];
  /** Workspace members who are not listed yet ('Add ...' is disabled when there are none). */
  candidates: readonly ThreadPerson[];
  onAdd: (userIds: string[]) => void;
  /** The words; a thread's 'Participants' by default. */
  texts?: ParticipantsDialogTexts;
  /** The current user: listed with `texts.you` and never removable here. */
  selfId?: string;
  /** Gives each listed person (but the current user) a remove button. */
  onRemove?: (userId: string) => void;
  /** Ids of people whose removal runs. */
  removingIds?: readonly string[];
}

/**
 * A list of people with 'Add ...' (pick members, then Add) and, when `onRemove` is given, a remove button
 * each: the thread's 'Participants' and the channel's 'Members' (`ChannelMembersDialog`).
 */
export function ParticipantsDialog({
  isOpen,
  onOpenChange,
  participants,
  candidates,
  onAdd,
  texts = THREAD_TEXTS,
  selfId,
  onRemove,
  removingIds = [],
}: ParticipantsDialogProps) {
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<Selection>(new Set());
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
          title={texts.addTitle}
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
                {texts.add}
              </Button>
            </>
          )}
        >
          <SearchField
            aria-label={texts.search}
            placeholder={texts.search}
            value={query}
            onChange={setQuery}
            autoFocus
          />
          <div className={styles.pickList}>
            <ListBox
              aria-label={texts.addTitle}
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
          title={texts.title}
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
                {texts.addTitle}
              </Button>
            </>
          )}
        >
          <ul className={styles.list} aria-label={texts.title}>
            {participants.map((person) => {
              const isSelf = person.id === selfId;
              return (
                <li key={person.id} className={styles.person}>
                  <span className={styles.name}>
                    <PersonLabel
                      person={
                        isSelf && texts.you ? { ...person, name: `${person.name} ${texts.you}` } : person
                      }
                    />
                  </span>
                  {onRemove && texts.remove && !isSelf ? (
                    <IconButton
                      aria-label={texts.remove(person.name)}
                      icon={<UserMinus aria-hidden />}
                      size="sm"
                      isPending={removingIds.includes(person.id)}
                      onPress={() => onRemove(person.id)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Dialog>
      )}
    </Modal>
  );
}
