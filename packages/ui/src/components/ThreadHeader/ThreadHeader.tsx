import { isTitleEditable, messages, shouldSaveTitle } from '@switchboard/domain';
import {
  Archive,
  ArchiveRestore,
  Inbox,
  Mail,
  MailOpen,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Star,
  StarOff,
  Trash2,
  UsersRound,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Toolbar } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './ThreadHeader.css';

/** An action of the header; each one, once done, takes the screen back (the app decides). */
export type ThreadHeaderAction =
  | 'archive'
  | 'moveToInbox'
  | 'markRead'
  | 'markUnread'
  | 'spam'
  | 'notSpam'
  | 'star'
  | 'unstar'
  | 'trash'
  | 'untrash'
  | 'deletePermanently'
  | 'summary'
  | 'participants';

/** What decides which header actions show. */
export interface ThreadHeaderState {
  inInbox: boolean;
  isUnread: boolean;
  isSpam: boolean;
  isStarred: boolean;
  isTrashed: boolean;
}

export interface ThreadHeaderProps {
  title: string | null;
  /** Saved on blur only if changed; an empty title is saved as null. */
  onTitleChange: (title: string | null) => void;
  /** A title save is in flight: the field is read-only meanwhile. */
  isSavingTitle?: boolean;
  state: ThreadHeaderState;
  onAction: (action: ThreadHeaderAction) => void;
  /** A back button or breadcrumb at the start. */
  start?: ReactNode;
  /** The property pickers: assignee, due date, status, followers, channels, labels. */
  properties?: ReactNode;
  /** Pickers that sit with the actions (snooze, labels, channels). */
  extraActions?: ReactNode;
}

/** The actions a thread in this state offers, in order. */
export function threadHeaderActions(state: ThreadHeaderState): ThreadHeaderAction[] {
  const out: ThreadHeaderAction[] = [];
  if (!state.isTrashed && !state.isSpam) out.push(state.inInbox ? 'archive' : 'moveToInbox');
  out.push(state.isUnread ? 'markRead' : 'markUnread');
  if (!state.isTrashed) out.push(state.isSpam ? 'notSpam' : 'spam');
  out.push(state.isStarred ? 'unstar' : 'star');
  out.push(state.isTrashed ? 'untrash' : 'trash');
  if (state.isTrashed) out.push('deletePermanently');
  out.push('participants', 'summary');
  return out;
}

const ICONS: Record<ThreadHeaderAction, ReactNode> = {
  archive: <Archive />,
  moveToInbox: <Inbox />,
  markRead: <MailOpen />,
  markUnread: <Mail />,
  spam: <ShieldAlert />,
  notSpam: <ShieldCheck />,
  star: <Star />,
  unstar: <StarOff />,
  trash: <Trash2 />,
  untrash: <ArchiveRestore />,
  deletePermanently: <XCircle />,
  summary: <Sparkles />,
  participants: <UsersRound />,
};

const SHORTCUTS: Partial<Record<ThreadHeaderAction, string>> = {
  archive: 'e',
  markRead: 'shift+i',
  markUnread: 'shift+u',
  spam: '!',
  notSpam: '!',
  star: 's',
  unstar: 's',
  trash: '#',
};

export function threadHeaderActionLabel(action: ThreadHeaderAction): string {
  if (action === 'summary') return messages.thread.summarize;
  if (action === 'participants') return messages.thread.participants;
  return messages.thread.actions[action];
}

/**
 * The thread's header: the editable title ('Untitled thread' placeholder; read-only when trashed or
 * saving), the property pickers, and the actions that apply to this thread.
 */
export function ThreadHeader({
  title,
  onTitleChange,
  isSavingTitle = false,
  state,
  onAction,
  start,
  properties,
  extraActions,
}: ThreadHeaderProps) {
  const [draft, setDraft] = useState(title ?? '');
  useEffect(() => setDraft(title ?? ''), [title]);
  const editable = isTitleEditable({ trashed_date: state.isTrashed ? 'trashed' : null }, isSavingTitle);
  return (
    <header className={styles.header}>
      <div className={styles.topRow}>
        {start}
        <input
          className={styles.title}
          aria-label={messages.thread.titleLabel}
          placeholder={messages.thread.titlePlaceholder}
          value={draft}
          readOnly={!editable}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
            if (event.key === 'Escape') {
              setDraft(title ?? '');
              event.currentTarget.blur();
            }
          }}
          onBlur={() => {
            if (editable && shouldSaveTitle(title, draft))
              onTitleChange(draft.trim() === '' ? null : draft.trim());
          }}
        />
        <Toolbar className={styles.actions} aria-label={messages.thread.headerActions}>
          {extraActions}
          {threadHeaderActions(state).map((action) => (
            <IconButton
              key={action}
              aria-label={threadHeaderActionLabel(action)}
              icon={ICONS[action]}
              shortcut={SHORTCUTS[action]}
              onPress={() => onAction(action)}
            />
          ))}
        </Toolbar>
      </div>
      {properties ? <div className={styles.propertiesRow}>{properties}</div> : null}
    </header>
  );
}
