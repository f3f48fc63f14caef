import { messages } from '@switchboard/domain';
import { useRegisterCommands } from '../command/command-registry';
import { openCreateLabelDialog } from './open-label-dialogs';

/** Offers 'Create label' in the command menu's Actions while the app is open. */
export function useLabelCommands() {
  useRegisterCommands([
    {
      id: 'create_label',
      label: messages.labels.createTitle,
      group: 'actions',
      run: () => openCreateLabelDialog(),
    },
  ]);
}
