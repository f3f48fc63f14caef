import { createFileRoute } from '@tanstack/react-router';
import { ComposeScreen } from '../../../compose/ComposeScreen';
import { draftStore } from '../../../compose/draft-store';

/** `/compose/{draftId?}`: a new thread, full-page; a new compose opens with a freshly generated draft id. */
export const Route = createFileRoute('/_app/compose/{-$draftId}')({
  // A stored draft opens as stored: read the drafts first.
  loader: () => draftStore.load(),
  component: function Compose() {
    const { draftId } = Route.useParams();
    return <ComposeScreen draftId={draftId} />;
  },
});
