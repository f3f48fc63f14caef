import { messages } from '@switchboard/domain';
import { useRouter } from '@tanstack/react-router';
import { useRegisterCommands } from '../../command/command-registry';
import { openChannelWizard } from './navigate-to-wizard';

// The wizard's path lives apart so that the list's pickers reach it without importing the command registry.
export { openChannelWizard } from './navigate-to-wizard';

/**
 * Offers 'Create channel' in the command menu's Actions while the shell is mounted: the wizard, the one way
 * to create a channel (as the sidebar's 'New channel' and the channels popover's '"{query}" (create new)').
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
  ]);
}
