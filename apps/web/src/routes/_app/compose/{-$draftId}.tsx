import { createFileRoute } from '@tanstack/react-router';
import { ComposeScreen } from '../../../compose/ComposeScreen';

/** `/compose/{draftId?}`: a new thread, full-page; a new compose opens with a freshly generated draft id. */
export const Route = createFileRoute('/_app/compose/{-$draftId}')({
  component: function Compose() {
    const { draftId } = Route.useParams();
    return <ComposeScreen draftId={draftId} />;
  },
});
