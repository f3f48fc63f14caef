import { messages } from '@switchboard/domain';
import { ParticipantsDialog, type ParticipantsDialogTexts } from '../ParticipantsDialog/ParticipantsDialog';
import type { ThreadPerson } from '../ThreadPeople/people';

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

const c = messages.channel;
const TEXTS: ParticipantsDialogTexts = {
  title: c.members,
  addTitle: c.addMembers,
  search: c.addMembersSearch,
  add: c.add,
  remove: c.removeMember,
  you: c.you,
};

/**
 * The channel's 'Members': each with a remove button, and 'Add members' (pick teammates, then Add). The
 * same list as a thread's Participants (`ParticipantsDialog`), in the channel's words.
 */
export function ChannelMembersDialog({ members, ...props }: ChannelMembersDialogProps) {
  return <ParticipantsDialog {...props} participants={members} texts={TEXTS} />;
}
