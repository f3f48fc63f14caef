import { messages } from '@switchboard/domain';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Avatar } from '../../primitives/Avatar/Avatar';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Banner } from '../Feedback/Banner';
import { FormattingToggle } from '../RichTextEditor/FormattingToggle';
import {
  type Mentionable,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../RichTextEditor/RichTextEditor';
import { RichTextView } from '../RichTextEditor/RichTextView';
import type { ThreadPerson } from '../ThreadPeople/people';
import * as styles from './DiscussionPanel.css';

export interface DiscussionMessage {
  id: string;
  author: { name: string; pictureUrl?: string | null };
  /** The message as the editor wrote it (HTML; an older plain-text one shows line by line). Untrusted. */
  html: string;
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
  /**
   * Posts the message (the editor's trimmed HTML); `mentionedIds` are the teammates it mentions. Answering
   * `false` (it could not be posted now) keeps the text in the editor.
   */
  onSend: (html: string, mentionedIds: string[]) => boolean | undefined;
  /** The unsent text the editor starts with (kept by the app, so closing the panel loses nothing). */
  draft?: string;
  /** The text after every change, and '' once it was sent: what the app keeps as the draft. */
  onDraftChange?: (html: string) => void;
  onClose: () => void;
  /** Shown with the upgrade banner when some comments are beyond the free plan's history. */
  onUpgrade?: () => void;
  isSending?: boolean;
  /** Comments the free plan's history hides (the server counts them): the upgrade banner shows. */
  hiddenCount?: number;
  /** Whether something is written in the composer now (for presence: 'replying'). */
  onWritingChange?: (writing: boolean) => void;
  /** The formatting toolbar (remembered by the app for the 'private_compose_area' context). */
  toolbarVisible?: boolean;
  /** The 'Formatting' toggle; without it the toggle does not show. */
  onToolbarVisibleChange?: (visible: boolean) => void;
}

/**
 * The thread's private 'Discussion' (400 px): the teammates' messages, oldest first, shown as rich text, and
 * the rich-text editor to write one: '@' mentions teammates (arrows move, Enter or Tab picks, Escape
 * closes), ':' suggests emoji, Enter starts a new line and mod+Enter sends.
 */
export function DiscussionPanel({
  messages: items,
  members,
  onSend,
  onClose,
  onUpgrade,
  isSending,
  hiddenCount = 0,
  toolbarVisible = false,
  onWritingChange,
  draft = '',
  onDraftChange,
  onToolbarVisibleChange,
}: DiscussionPanelProps) {
  const t = messages.thread;
  const [html, setHtml] = useState(draft);
  const writing = html !== '';
  useEffect(() => onWritingChange?.(writing), [writing, onWritingChange]);
  const editorRef = useRef<RichTextEditorHandle>(null);
  const headingId = useId();
  const hasHistoryLimit = hiddenCount > 0 || items.some((item) => item.isBeyondHistory);
  const mentionables = useMemo<Mentionable[]>(
    () => members.map((m) => ({ kind: 'user', id: m.id, name: m.name, email: m.email })),
    [members],
  );

  const send = () => {
    const editor = editorRef.current;
    if (!html || !editor) return;
    if (onSend(html, editor.mentionedIds()) === false) return;
    editor.clear();
    setHtml('');
    onDraftChange?.('');
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
              <RichTextView html={item.html} />
              {item.stateLine}
            </div>
          </li>
        ))}
      </ol>
      <div className={styles.composer}>
        <div className={styles.editor}>
          <RichTextEditor
            label={t.discussionPlaceholder}
            placeholder={t.discussionPlaceholder}
            mentionables={mentionables}
            toolbarVisible={toolbarVisible}
            defaultValue={draft}
            onChange={(next) => {
              setHtml(next);
              onDraftChange?.(next);
            }}
            onSubmit={send}
            handleRef={editorRef}
          />
        </div>
        <div className={styles.composerActions}>
          {onToolbarVisibleChange ? (
            <FormattingToggle size="sm" isSelected={toolbarVisible} onChange={onToolbarVisibleChange} />
          ) : null}
          <div className={styles.spacer} />
          <Button variant="primary" size="sm" onPress={send} isDisabled={html === ''} isPending={isSending}>
            {messages.compose.send}
          </Button>
        </div>
      </div>
    </aside>
  );
}
