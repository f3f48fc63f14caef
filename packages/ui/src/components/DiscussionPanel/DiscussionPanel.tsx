import { messages } from '@switchboard/domain';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Banner } from '../Feedback/Banner';
import { filterPeople, type ThreadPerson } from '../ThreadPeople/people';
import * as styles from './DiscussionPanel.css';
import { mentionQuery } from './mention-query';

export interface DiscussionMessage {
  id: string;
  author: { name: string; pictureUrl?: string | null };
  /** Plain text. */
  text: string;
  date: string;
  dateLabel: string;
  /** Free plan: comments older than 30 days are blurred behind the upgrade banner. */
  isBeyondHistory?: boolean;
  /** A send state line (MessageStateLine) for the user's own pending or failed message. */
  stateLine?: ReactNode;
}

export interface DiscussionPanelProps {
  messages: readonly DiscussionMessage[];
  /** Teammates who can be mentioned with '@'. */
  members: readonly ThreadPerson[];
  /** Posts the plain text (trimmed); `mentionedIds` are the members picked from the suggestions. */
  onSend: (text: string, mentionedIds: string[]) => void;
  onClose: () => void;
  /** Shown with the upgrade banner when some comments are beyond the free plan's history. */
  onUpgrade?: () => void;
  isSending?: boolean;
  /** Comments the free plan's history hides (the server counts them): the upgrade banner shows. */
  hiddenCount?: number;
  /** Whether something is written in the composer now (for presence: 'replying'). */
  onWritingChange?: (writing: boolean) => void;
}

const MAX_SUGGESTIONS = 6;

/**
 * The thread's private 'Discussion' (400 px): the teammates' messages, oldest first, and a plain-text
 * composer with '@' mentions (arrows move, Enter or Tab picks, Escape closes; mod+Enter sends).
 */
export function DiscussionPanel({
  messages: items,
  members,
  onSend,
  onClose,
  onUpgrade,
  isSending,
  hiddenCount = 0,
  onWritingChange,
}: DiscussionPanelProps) {
  const t = messages.thread;
  const [text, setText] = useState('');
  const writing = text.trim() !== '';
  useEffect(() => onWritingChange?.(writing), [writing, onWritingChange]);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const [mentioned, setMentioned] = useState<ThreadPerson[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const headingId = useId();
  const suggestions = mention ? filterPeople(members, mention.query).slice(0, MAX_SUGGESTIONS) : [];
  const hasHistoryLimit = hiddenCount > 0 || items.some((item) => item.isBeyondHistory);

  const updateMention = (value: string, caret: number) => {
    const next = mentionQuery(value, caret);
    setMention(next);
    setActive(0);
  };

  const pick = (person: ThreadPerson) => {
    if (!mention) return;
    const caret = mention.start + 1 + mention.query.length;
    const inserted = `@${person.name} `;
    const value = text.slice(0, mention.start) + inserted + text.slice(caret);
    setText(value);
    setMentioned((previous) => (previous.some((p) => p.id === person.id) ? previous : [...previous, person]));
    setMention(null);
    const at = mention.start + inserted.length;
    requestAnimationFrame(() => textareaRef.current?.setSelectionRange(at, at));
  };

  const send = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const ids = mentioned.filter((person) => trimmed.includes(`@${person.name}`)).map((person) => person.id);
    onSend(trimmed, ids);
    setText('');
    setMentioned([]);
    setMention(null);
  };

  return (
    <aside className={styles.panel} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t.discussion}
        </h2>
        <IconButton aria-label={t.closeDiscussion} icon={<X />} size="sm" shortcut="d" onPress={onClose} />
      </header>
      {hasHistoryLimit ? (
        <Banner
          tone="warning"
          actions={
            onUpgrade ? (
              <Button size="sm" variant="primary" onPress={onUpgrade}>
                {messages.teamLimit.upgrade}
              </Button>
            ) : undefined
          }
        >
          {t.discussionHistoryLimit}
        </Banner>
      ) : null}
      <ol className={styles.list} aria-label={t.discussion}>
        {items.length === 0 ? <li className={styles.empty}>{t.discussionEmpty}</li> : null}
        {items.map((item) => (
          <li
            key={item.id}
            className={item.isBeyondHistory ? `${styles.item} ${styles.blurred}` : styles.item}
            aria-hidden={item.isBeyondHistory || undefined}
          >
            <Avatar name={item.author.name} src={item.author.pictureUrl} size="sm" decorative />
            <div className={styles.itemBody}>
              <div className={styles.itemMeta}>
                <span className={styles.itemAuthor}>{item.author.name}</span>
                <time className={styles.itemDate} dateTime={item.date}>
                  {item.dateLabel}
                </time>
              </div>
              <p className={styles.itemText}>{item.text}</p>
              {item.stateLine}
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.composer}>
        {mention && suggestions.length > 0 ? (
          <div id={listId} className={styles.suggestions} role="listbox" aria-label={t.mentionSuggestions}>
            {suggestions.map((person, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the textarea (aria-activedescendant).
              <div
                key={person.id}
                tabIndex={-1}
                id={`${listId}-${person.id}`}
                role="option"
                aria-selected={index === active}
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(person)}
              >
                <Avatar name={person.name} src={person.pictureUrl} size="sm" decorative />
                {person.name}
              </div>
            ))}
          </div>
        ) : null}
        <textarea
          ref={textareaRef}
          className={styles.textarea}
          aria-label={t.discussionPlaceholder}
          placeholder={t.discussionPlaceholder}
          aria-autocomplete="list"
          aria-controls={mention && suggestions.length > 0 ? listId : undefined}
          aria-activedescendant={
            mention && suggestions[active] ? `${listId}-${suggestions[active].id}` : undefined
          }
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            updateMention(event.target.value, event.target.selectionStart);
          }}
          onSelect={(event) => updateMention(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={(event) => {
            if (mention && suggestions.length > 0) {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive((index) => (index + step + suggestions.length) % suggestions.length);
                return;
              }
              if (event.key === 'Enter' || event.key === 'Tab' || event.key === 'ArrowRight') {
                const person = suggestions[active];
                if (person && !(event.metaKey || event.ctrlKey)) {
                  event.preventDefault();
                  pick(person);
                  return;
                }
              }
              if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                setMention(null);
                return;
              }
            }
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              send();
            }
          }}
        />
        <div className={styles.composerActions}>
          <Button
            variant="primary"
            size="sm"
            onPress={send}
            isDisabled={text.trim() === ''}
            isPending={isSending}
          >
            {messages.compose.send}
          </Button>
        </div>
      </div>
    </aside>
  );
}
