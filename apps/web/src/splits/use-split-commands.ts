import { messages } from '@switchboard/domain';
import { useRegisterCommands } from '../command/command-registry';
import { openSplitInboxesDialog } from './open-split-inboxes-dialog';

/** On a custom split, offers 'Edit custom split' in the command menu's Actions. */
export function useSplitCommands(customSplitId: string | null) {
  useRegisterCommands(
    customSplitId
      ? [
          {
            id: 'edit_custom_split',
            label: messages.settings.splits.edit,
            group: 'actions',
            run: () => openSplitInboxesDialog({ kind: 'edit', splitId: customSplitId }),
          },
        ]
      : [],
  );
}
