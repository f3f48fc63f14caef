import { draftId as makeDraftId, messages } from '@switchboard/domain';
import { Heading, Surface } from '@switchboard/ui';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../use-document-title';
import { ComposeForm } from './ComposeForm';
import * as styles from './compose.css';
import { blankDraft, draftStore, useLoadedDrafts } from './draft-store';

/**
 * `/compose/{draftId?}`: a new thread full-page. Without a draft id it opens with a freshly generated one;
 * with one it restores that draft (or starts it, when nothing is stored under it).
 */
export function ComposeScreen({ draftId }: { draftId: string | undefined }) {
  const navigate = useNavigate();
  useDocumentTitle(messages.compose.newMessage);
  useEffect(() => {
    if (draftId) return;
    void navigate({
      to: '/compose/{-$draftId}',
      params: { draftId: makeDraftId('new_thread', crypto.randomUUID()) },
      replace: true,
    });
  }, [draftId, navigate]);
  if (!draftId) return null;
  return <ComposePage key={draftId} draftId={draftId} />;
}

function ComposePage({ draftId }: { draftId: string }) {
  const navigate = useNavigate();
  // Opened on its stored draft: waits for the stored drafts (the route's loader has usually read them).
  useLoadedDrafts();
  const [initial] = useState(
    () => draftStore.get(draftId) ?? blankDraft({ id: draftId, origin: 'new_thread' }),
  );
  return (
    <div className={styles.screen}>
      <Heading level={1}>{messages.compose.newMessage}</Heading>
      <Surface fill>
        <ComposeForm initial={initial} onSent={() => void navigate({ to: '/inbox' })} />
      </Surface>
    </div>
  );
}
