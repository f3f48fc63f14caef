import { type Draft, draftSnippet, formatRelativeDate, messages, parseDraftId } from '@switchboard/domain';
import { Button, EmptyState, Heading, IconButton, Text } from '@switchboard/ui';
import { useQueries as useTanstackQueries } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { useQueries } from '../queries';
import { useDocumentTitle } from '../use-document-title';
import { useNow } from '../use-now';
import { currentTimeZone } from '../use-time-zone';
import * as styles from './compose.css';
import { useCompose } from './compose-context';
import { draftStore, useDrafts } from './draft-store';
import { staleDrafts } from './stale-drafts';

const t = messages.compose;

/**
 * `/drafts`: this browser's drafts, newest update first, each opened by its origin: a reply or forward
 * as a pop-out, a new thread in Compose, a thread reply in its thread. Drafts whose thread is trashed or
 * gone are deleted.
 */
export function DraftsScreen() {
  const drafts = useDrafts();
  const compose = useCompose();
  const navigate = useNavigate();
  const now = useNow();
  const queries = useQueries();
  useDocumentTitle(messages.shell.sidebar.drafts);
  const withThread = drafts.filter((d) => d.threadId !== null);
  const threads = useTanstackQueries({
    queries: withThread.map((d) => ({ ...queries.thread(d.threadId ?? ''), retry: false })),
  });
  useEffect(() => {
    const byThread = new Map(withThread.map((draft, index) => [draft.threadId, threads[index]]));
    for (const id of staleDrafts(withThread, (threadId) => byThread.get(threadId))) draftStore.remove(id);
  }, [threads, withThread]);

  const open = (draft: Draft) => {
    if (draft.origin === 'reply' && parseDraftId(draft.id)?.prefix === 'thread' && draft.threadId) {
      void navigate({
        to: '/threads/$threadId',
        params: { threadId: draft.threadId },
        search: { focus: 'compose' },
      });
    } else if (draft.origin === 'channel' && draft.channelId) {
      // A channel draft opens back in its channel, its composer over the channel's list.
      void navigate({ to: '/channels/$channelId', params: { channelId: draft.channelId } });
      compose.popOut(draft);
    } else if (draft.origin === 'reply' || draft.origin === 'forward' || draft.origin === 'channel') {
      compose.popOut(draft);
    } else {
      void navigate({ to: '/compose/{-$draftId}', params: { draftId: draft.id } });
    }
  };

  return (
    <div className={styles.screen}>
      <Heading level={1}>{messages.shell.sidebar.drafts}</Heading>
      {drafts.length === 0 ? (
        <EmptyState description={messages.drafts.empty} />
      ) : (
        <ul className={styles.draftList} aria-label={messages.shell.sidebar.drafts}>
          {drafts.map((draft) => (
            <li key={draft.id} className={styles.draftRow}>
              <Button variant="ghost" fullWidth onPress={() => open(draft)}>
                <span className={styles.draftText}>
                  <Text as="span" weight="semibold">
                    {draft.title.trim() || t.noSubject} · {t.draftOrigins[draft.origin]}
                  </Text>
                  <Text as="span" tone="muted" size="sm">
                    {draftSnippet(draft.content)} ·{' '}
                    {formatRelativeDate(draft.updatedAt, { now, timeZone: currentTimeZone() })}
                  </Text>
                </span>
              </Button>
              <IconButton
                aria-label={t.deleteDraft}
                icon={<Trash2 aria-hidden size={14} />}
                size="sm"
                onPress={() => draftStore.remove(draft.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
