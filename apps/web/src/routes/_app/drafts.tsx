import { createFileRoute } from '@tanstack/react-router';
import { DraftsScreen } from '../../compose/DraftsScreen';

/** `/drafts`: the drafts of this browser, newest first. */
export const Route = createFileRoute('/_app/drafts')({
  component: DraftsScreen,
});
