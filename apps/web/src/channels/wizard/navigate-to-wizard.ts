import type { AnyRouter } from '@tanstack/react-router';

/** Opens the channel creation wizard, its name prefilled when given. */
export function openChannelWizard(router: AnyRouter, name?: string) {
  const trimmed = name?.trim();
  void router.navigate({ to: '/channels/new', search: trimmed ? { name: trimmed } : {} } as never);
}
