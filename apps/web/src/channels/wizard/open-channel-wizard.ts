import { messages } from '@switchboard/domain';
import type { AnyRouter } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useRegisterCommands } from '../../command/command-registry';
import { openNewChannelDialog } from '../channel-dialogs';

/** Opens the channel creation wizard, its name prefilled when given. */
export function openChannelWizard(router: AnyRouter, name?: string) {
  const trimmed = name?.trim();
  void router.navigate({ to: '/channels/new', search: trimmed ? { name: trimmed } : {} } as never);
}

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
