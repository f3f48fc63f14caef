import { draftId, messages } from '@switchboard/domain';
import { Button, IconButton, Surface, Text } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Maximize2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useQueries } from '../queries';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { ComposeForm } from './ComposeForm';
import * as styles from './compose.css';
import { useCompose } from './compose-context';
import { blankDraft, draftStore, useStoredDraft } from './draft-store';
import { type ReplyKind, useReplyDefaults } from './use-reply-defaults';

const t = messages.compose;

/**
 * The thread's inline reply box: a reply draft (`thread:{threadId}`) kept in local storage. r replies,
 * a replies to all, f forwards in a window; mod+enter sends. `?focus=compose` opens it focused. A draft
 * popped out into a window shows 'You are currently editing your reply in a separate window.' here.
 * A cancelled scheduled message comes back into this draft (`useCancelScheduled`).
 */
export function ThreadReplyBox({ threadId }: { threadId: string }) {
  const queries = useQueries();
  const { data: thread } = useQuery(queries.thread(threadId));
  const compose = useCompose();
  const search = useSearch({ strict: false }) as { focus?: string; mode?: string };
  const id = draftId('thread', threadId);
  const stored = useStoredDraft(id);
  // r / a from a list arrive as `?focus=compose&mode=reply|reply_all`; f as `mode=forward`.
  const [mode, setMode] = useState<ReplyKind>(search.mode === 'reply' ? 'reply' : 'reply_all');
  const forwardOpened = useRef(false);
  // Each sent reply starts a fresh, empty composer (its draft is gone from storage).
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (search.focus !== 'compose' || search.mode !== 'forward' || !thread || forwardOpened.current) return;
    forwardOpened.current = true;
    compose.openForward(thread);
  }, [search.focus, search.mode, thread, compose]);
  const [focusNonce, setFocusNonce] = useState(
    search.focus === 'compose' && search.mode !== 'forward' ? 1 : 0,
  );

  useShortcuts(['lists'], (shortcut) => {
    if (!thread || thread.trashed_date) return false;
    if (shortcut === 'reply' || shortcut === 'reply_all') {
      setMode(shortcut);
      setFocusNonce((n) => n + 1);
      return true;
    }
    if (shortcut === 'forward') {
      compose.openForward(thread);
      return true;
    }
    return false;
  });

  // A reply keeps the thread's channels: the defaults wait for their names.
  const defaults = useReplyDefaults(thread, mode);
  if (!thread || !defaults) return null;
  if (thread.trashed_date) {
    return (
      <Text tone="muted" size="sm">
        {messages.thread.trashedReply}
      </Text>
    );
  }

  const poppedOut = compose.windows.find((w) => w.initial.id === id);
  if (poppedOut) {
    return (
      <Surface padding="sm">
        <Text tone="muted" size="sm">
          {t.editingInSeparateWindow}
        </Text>
        <Button variant="secondary" size="sm" onPress={() => compose.closeWindow(poppedOut.id)}>
          {t.showDraftHere}
        </Button>
      </Surface>
    );
  }

  const initial =
    stored ??
    blankDraft({
      id,
      origin: 'reply',
      threadId,
      messageId: thread.last_activity.message_id,
      recipients: defaults,
    });
  const restored = compose.restoredAt[id] ?? 0;
  return (
    <Surface as="section" padding="sm" aria-label={mode === 'reply' ? t.reply : t.replyAll}>
      <div className={styles.replyHead}>
        <IconButton
          aria-label={t.popOut}
          icon={<Maximize2 aria-hidden size={14} />}
          size="sm"
          onPress={() => compose.popOut(draftStore.get(id) ?? initial, mode)}
        />
      </div>
      <ComposeForm
        key={`${mode}:${focusNonce}:${restored}:${sent}`}
        initial={initial}
        thread={thread}
        defaultRecipients={defaults}
        onSent={() => {
          setFocusNonce(0);
          setSent((n) => n + 1);
        }}
        toolbarContext="compose_area"
        autoFocus={focusNonce > 0 || restored > 0 ? 'body' : 'none'}
        placeholder={t.replyPlaceholder}
      />
    </Surface>
  );
}
