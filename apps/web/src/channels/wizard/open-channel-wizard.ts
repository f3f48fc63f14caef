import { messages } from '@switchboard/domain';
import type { AnyRouter } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useRegisterCommands } from '../../command/command-registry';

/** Opens the channel creation wizard, its name prefilled when given. */
export function openChannelWizard(router: AnyRouter, name?: string) {
  const trimmed = name?.trim();
  void router.navigate({ to: '/channels/new', search: trimmed ? { name: trimmed } : {} } as never);
}

/** Offers 'Create channel' in the command menu's Actions while the shell is mounted. */
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
