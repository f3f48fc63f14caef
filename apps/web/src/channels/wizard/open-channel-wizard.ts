import { messages } from '@switchboard/domain';
import { useRouter } from '@tanstack/react-router';
import { useRegisterCommands } from '../../command/command-registry';
import { openNewChannelDialog } from '../channel-dialogs';
import { openChannelWizard } from './navigate-to-wizard';

// The wizard's path lives apart so that the New channel dialog can lead to it without an import cycle.
export { openChannelWizard } from './navigate-to-wizard';

/**
 * Offers 'Create channel' (the wizard) and 'New channel' (the quick dialog) in the command menu's Actions
 * while the shell is mounted.
 */
export function useChannelWizardCommand() {
  const router = useRouter();
  useRegisterCommands([
    {
      id: 'create_channel',
      label: messages.commandMenu.createChannel,
      group: 'actions',
      run: () => openChannelWizard(router),
    },
    {
      id: 'new_channel',
      label: messages.commandMenu.newChannel,
      group: 'actions',
      run: () => openNewChannelDialog(),
    },
  ]);
}
