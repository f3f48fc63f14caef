import type { SplitInboxesView } from '@switchboard/ui';
import { lazyModule } from '../lazy';

const splitInboxesDialog = lazyModule(() => import('./split-inboxes-dialog'));

/**
 * Opens the Split Inboxes dialog (split-inboxes-dialog.tsx): the list, 'New Split Inbox' or one split's
 * form. Its code is not on /inbox's startup path: it loads on first use, then the dialog opens.
 */
export function openSplitInboxesDialog(view?: SplitInboxesView): void {
  void splitInboxesDialog().then((module) => module.openSplitInboxesDialog(view));
}
