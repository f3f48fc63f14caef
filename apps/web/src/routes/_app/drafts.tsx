import { createFileRoute } from '@tanstack/react-router';
import { DraftsScreen } from '../../compose/DraftsScreen';
import { draftStore } from '../../compose/draft-store';

/** `/drafts`: the drafts of this browser, newest first. */
export const Route = createFileRoute('/_app/drafts')({
  // The stored drafts are read before the list shows (never a wrong 'No drafts' while they load).
  loader: () => draftStore.load(),
  component: DraftsScreen,
});
